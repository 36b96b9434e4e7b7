import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What the idempotency layer keeps of a key and of its first reply, so that a stored row opens for
 * the caller who holds the key and for nobody else (not a reader of the database, not another
 * seller who sends the same key): the key is kept as a hash of its scope and itself, and the reply
 * is sealed with AES-256-GCM under a key derived from the Idempotency-Key.
 */

/** Whose keys these are: a seller's, a staff member's (admin area writes), or the public calls' (sign-up links). */
export type KeyScope = { kind: 'seller'; userId: number } | { kind: 'admin'; adminId: number } | { kind: 'public' };

const IV_BYTES = 12;
const TAG_BYTES = 16;

function scopeName(scope: KeyScope): string {
  if (scope.kind === 'seller') return `seller:${scope.userId}`;
  if (scope.kind === 'admin') return `admin:${scope.adminId}`;
  return 'public';
}

export function keyHash(scope: KeyScope, key: string): string {
  return createHash('sha256').update(`${scopeName(scope)}\n${key}`).digest('hex');
}

function sealingKey(scope: KeyScope, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, scopeName(scope), 'folio idempotent reply', 32));
}

export function sealReply(scope: KeyScope, key: string, data: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(scope, key), iv).setAAD(Buffer.from(keyHash(scope, key)));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(data ?? null), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The first reply; throws when the stored value does not open with this key (it cannot, unless altered). */
export function openReply(scope: KeyScope, key: string, stored: string): unknown {
  const bytes = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(scope, key), bytes.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(keyHash(scope, key)))
    .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'));
}
