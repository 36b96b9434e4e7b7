import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TokenPair } from '../../src/contract';

/**
 * The pair a refresh token was exchanged for, kept for the grace window (sellerSessions.ts) so that
 * a client whose reply was lost gets the same pair again. Only whoever holds the old refresh token
 * can read it: AES-256-GCM under a key derived from that token with HKDF (the stored hash is plain
 * SHA-256 of it, a different derivation), bound to the token's row by its hash as associated data.
 */

const INFO = 'folio refresh-token successor v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (refreshToken: string) => Buffer.from(hkdfSync('sha256', refreshToken, Buffer.alloc(0), INFO, 32));

export function sealSuccessor(refreshToken: string, tokenHash: string, pair: TokenPair): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv).setAAD(Buffer.from(tokenHash));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The pair, or undefined when the stored value does not open with this token. */
export function openSuccessor(refreshToken: string, tokenHash: string, stored: string): TokenPair | undefined {
  try {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), bytes.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(tokenHash))
      .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as TokenPair;
  } catch {
    return undefined;
  }
}
