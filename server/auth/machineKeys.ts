import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, SORTER_KEY_HEADER, type AnyEndpoint } from '../../src/contract';
import { sorterContextVersions, sorterMachineKeys } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { requireProducts } from './principals';
import type { MachineContext } from '../modules/sorter/machineContextCache';
import { machineContextsOf } from '../modules/sorter/sorterContextChanges';
import { fromJson, sorterConfigFrom, type LoadedSorterConfig, type SavedSorterConfig } from '../modules/sorter/sorterConfig';
import type { ProductRow } from './sellerContext';

/**
 * Machine calls (access 'machine'): a sorter's controller signs with a key its seller made, in the
 * X-Sorter-Key header; never a seller's session, so a session token or cookie opens nothing here.
 * Only the key's SHA-256 is stored. A revoked key is refused at once, and the key owner's products
 * must be usable exactly as for the seller's own calls.
 *
 * The key, its owner's account, products and sorter configuration are read in one statement and
 * kept in memory (modules/sorter/machineContextCache.ts): a conveyor asks several times a second,
 * and a warm call reads nothing on PGlite, the seller's context version on PostgreSQL (where another
 * instance may have made the change). Every write to what is kept calls bumpSorterContext, so a
 * revoked key or a saved rule counts from the next call, whichever instance answers it.
 */

export interface MachinePrincipal {
  kind: 'machine';
  userId: number;
  keyId: number;
  /** The key owner's sorter configuration, read with the key: every machine call decides a gate with it. */
  sorter: LoadedSorterConfig;
}

/** 'fsk_' and 32 random bytes in base64url: anything else is no key of ours, and costs no query. */
const KEY_FORMAT = /^fsk_[A-Za-z0-9_-]{43}$/;

/** The key's last use is written at most once a minute, not on every call of a busy conveyor. */
const LAST_USED_GRANULARITY_MS = 60_000;

export const hashMachineKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

const refused = (message: string) => new AppError(401, ErrorCode.MACHINE_KEY_REFUSED, message);

/** A row of sorter_machine_context() (migration 0016), as both drivers return it. */
interface MachineContextRow {
  key_id: number;
  user_id: number;
  revoked_at: string | Date | null;
  last_used_at: string | Date | null;
  disabled_at: string | Date | null;
  products: ProductRow[] | string;
  config: SavedSorterConfig | string | null;
  /** bigint: a string from node-postgres, a number or bigint from PGlite. */
  context_version: string | number | bigint;
}

const toDate = (value: string | Date | null) => (value === null || value instanceof Date ? value : new Date(value));

/**
 * One statement: the key, its owner, the owner's products and sorter configuration, and the owner's
 * context version, all as of the same moment (null for an unknown key).
 */
async function readMachineContext(deps: AppDeps, keyHash: string): Promise<MachineContext | null> {
  const result = (await deps.db.execute(sql`
    select c.*, coalesce((select v.version from sorter_context_versions v where v.user_id = c.user_id), 0) as context_version
    from sorter_machine_context(${keyHash}) c`)) as unknown as { rows: MachineContextRow[] };
  const row = result.rows[0];
  if (!row) return null;
  return {
    keyId: row.key_id,
    userId: row.user_id,
    revokedAt: toDate(row.revoked_at),
    disabled: row.disabled_at !== null,
    products: fromJson(row.products),
    sorter: row.config === null ? null : sorterConfigFrom(row.config),
    lastUsedAt: toDate(row.last_used_at),
    version: Number(row.context_version),
  };
}

/** The seller's context version now (0 before any change). */
async function contextVersion(deps: AppDeps, userId: number): Promise<number> {
  const [row] = await deps.db.select({ version: sorterContextVersions.version }).from(sorterContextVersions).where(eq(sorterContextVersions.userId, userId));
  return row?.version ?? 0;
}

async function machineContext(deps: AppDeps, keyHash: string): Promise<MachineContext | null> {
  const cache = machineContextsOf(deps.db);
  if (!cache) return readMachineContext(deps, keyHash);
  const kept = cache.find(keyHash);
  if (kept && (!cache.options.checkVersions || (await contextVersion(deps, kept.userId)) === kept.version)) return kept;
  // Changed on another instance, and not heard here yet: read again.
  if (kept) cache.forget(kept.userId);
  return cache.load(keyHash, () => readMachineContext(deps, keyHash));
}

export async function authenticateMachine(
  deps: AppDeps,
  request: FastifyRequest,
  endpoint: Pick<AnyEndpoint, 'products' | 'anyOfProducts'>,
): Promise<MachinePrincipal> {
  const secret = request.headers[SORTER_KEY_HEADER];
  if (secret === undefined || secret === '') {
    throw refused(`This call needs a machine key: send the key made on the sorter's settings page in the ${SORTER_KEY_HEADER} header.`);
  }
  const unknown = () => refused(`This machine key is not known: check the ${SORTER_KEY_HEADER} header, or make a new key.`);
  if (typeof secret !== 'string' || !KEY_FORMAT.test(secret)) throw unknown();
  const key = await machineContext(deps, hashMachineKey(secret));
  if (!key) throw unknown();
  if (key.revokedAt) throw refused(`This machine key was revoked on ${key.revokedAt.toISOString().slice(0, 10)}: make a new key for this sorter.`);
  if (key.disabled) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'The account of this machine key is disabled. Contact support.');
  requireProducts([...key.products], endpoint);
  await noteKeyUsed(deps, key);
  return { kind: 'machine', userId: key.userId, keyId: key.keyId, sorter: key.sorter! };
}

/** Noted on the kept context first, so that the calls arriving meanwhile do not write it again. */
async function noteKeyUsed(deps: AppDeps, key: MachineContext) {
  const now = deps.clock();
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() <= LAST_USED_GRANULARITY_MS) return;
  key.lastUsedAt = now;
  await deps.db
    .update(sorterMachineKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(sorterMachineKeys.id, key.keyId), or(isNull(sorterMachineKeys.lastUsedAt), lt(sorterMachineKeys.lastUsedAt, now))));
}
