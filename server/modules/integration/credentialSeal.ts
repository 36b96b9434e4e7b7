import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverKeys } from '../../db/schema';
import type { AppDeps } from '../../deps';

/**
 * Marketplace credentials (the refresh token a grant carries) are never stored in plain text:
 * AES-256-GCM under the credentials key, bound to the seller's row by the user id as associated
 * data, so a sealed token copied onto another seller's row does not open.
 *
 * The key is FOLIO_CREDENTIALS_KEY when set (production: keep it out of the database). Without it,
 * the first server that needs one makes it and keeps it in server_keys, where every other server on
 * the database finds the same.
 */

const KEY_NAME = 'marketplace-credentials';
const IV_BYTES = 12;
const TAG_BYTES = 16;

async function credentialsKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Buffer> {
  if (deps.config.credentialsKey) return Buffer.from(deps.config.credentialsKey, 'hex');
  await deps.db.insert(serverKeys).values({ name: KEY_NAME, key: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await deps.db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  return Buffer.from(row!.key, 'hex');
}

export async function sealCredential(deps: Pick<AppDeps, 'db' | 'config'>, userId: number, secret: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await credentialsKey(deps), iv).setAAD(Buffer.from(`user:${userId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The secret, or undefined when the stored value does not open for this seller under this key. */
export async function openCredential(deps: Pick<AppDeps, 'db' | 'config'>, userId: number, stored: string): Promise<string | undefined> {
  try {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', await credentialsKey(deps), bytes.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(`user:${userId}`))
      .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
