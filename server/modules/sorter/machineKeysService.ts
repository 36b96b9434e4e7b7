import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { SORTER_KEYS_MAX, type SorterKey } from '../../../src/contract';
import { hashMachineKey } from '../../auth/machineKeys';
import { sorterMachineKeys } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { lockSorterSeller } from './sectionsService';
import { bumpSorterContext } from './sorterContextChanges';

/**
 * Machine keys, the seller's side: a sorter's controller signs its questions with one (machine.ts).
 * Only the key's SHA-256 is kept, so a copy of the database cannot be used to sort as the seller;
 * the whole key is in the creation reply and nowhere else Folio can read (a reply kept for the
 * repeats of an Idempotency-Key is sealed with that key, http/idempotencySeal.ts). The machine
 * access check finds a key by that hash.
 */

/** 'fsk_' and 32 random bytes as base64url: 256 bits, nothing to guess. */
export const newMachineSecret = () => `fsk_${randomBytes(32).toString('base64url')}`;
/** What the screens show to tell keys apart: 'fsk_' and 8 characters of the secret. */
export const machineKeyPrefix = (secret: string) => secret.slice(0, 12);

type KeyRow = typeof sorterMachineKeys.$inferSelect;

function toKey(row: KeyRow): SorterKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listMachineKeys(deps: AppDeps, userId: number): Promise<SorterKey[]> {
  const rows = await deps.db.select().from(sorterMachineKeys).where(eq(sorterMachineKeys.userId, userId)).orderBy(desc(sorterMachineKeys.id));
  return rows.map(toKey);
}

export function createMachineKey(deps: AppDeps, userId: number, name: string): Promise<{ key: SorterKey; secret: string }> {
  return deps.db.transaction(async (tx) => {
    await lockSorterSeller(tx, userId);
    const [live] = await tx
      .select({ count: count() })
      .from(sorterMachineKeys)
      .where(and(eq(sorterMachineKeys.userId, userId), isNull(sorterMachineKeys.revokedAt)));
    if ((live?.count ?? 0) >= SORTER_KEYS_MAX) {
      throw invalidInput(`You have ${SORTER_KEYS_MAX} machine keys in use, the most a seller can have: revoke one a sorter no longer uses to make another.`);
    }
    const secret = newMachineSecret();
    const [row] = await tx
      .insert(sorterMachineKeys)
      .values({ userId, name, prefix: machineKeyPrefix(secret), keyHash: hashMachineKey(secret), createdAt: deps.clock() })
      .returning();
    return { key: toKey(row!), secret };
  });
}

/**
 * Revoking a revoked key keeps the time it was first revoked. The key is refused from the next call
 * on: its kept context goes with the bump. (A new key needs none: unknown keys are never kept.)
 */
export function revokeMachineKey(deps: AppDeps, userId: number, id: number): Promise<SorterKey> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sorterMachineKeys)
      .set({ revokedAt: sql`coalesce(${sorterMachineKeys.revokedAt}, ${deps.clock().toISOString()}::timestamptz)` })
      .where(and(eq(sorterMachineKeys.id, id), eq(sorterMachineKeys.userId, userId)))
      .returning();
    if (!row) throw notFound('The machine key');
    await bumpSorterContext(tx, userId);
    return toKey(row);
  });
}
