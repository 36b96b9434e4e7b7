import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, SORTER_KEY_HEADER, type AnyEndpoint } from '../../src/contract';
import { sorterMachineKeys } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { requireProducts } from './principals';
import { fromJson, sorterConfigFrom, type LoadedSorterConfig, type SavedSorterConfig } from '../modules/sorter/sorterConfig';
import type { ProductRow } from './sellerContext';

/**
 * Machine calls (access 'machine'): a sorter's controller signs with a key its seller made, in the
 * X-Sorter-Key header; never a seller's session, so a session token or cookie opens nothing here.
 * Only the key's SHA-256 is stored. A revoked key is refused at once, and the key owner's products
 * must be usable exactly as for the seller's own calls.
 */

export interface MachinePrincipal {
  kind: 'machine';
  userId: number;
  keyId: number;
  /**
   * The key owner's sorter configuration, read in the same statement as the key: every machine
   * call decides a gate with it, and one statement a call is what keeps a conveyor's questions fast.
   */
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
}

const toDate = (value: string | Date | null) => (value === null || value instanceof Date ? value : new Date(value));

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
  // One statement: the key, its owner, the owner's products and sorter configuration.
  const result = (await deps.db.execute(sql`select * from sorter_machine_context(${hashMachineKey(secret)})`)) as unknown as {
    rows: MachineContextRow[];
  };
  const key = result.rows[0];
  if (!key) throw unknown();
  const revokedAt = toDate(key.revoked_at);
  if (revokedAt) throw refused(`This machine key was revoked on ${revokedAt.toISOString().slice(0, 10)}: make a new key for this sorter.`);
  if (key.disabled_at !== null) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'The account of this machine key is disabled. Contact support.');
  requireProducts(fromJson(key.products), endpoint);
  await noteKeyUsed(deps, key.key_id, toDate(key.last_used_at));
  return { kind: 'machine', userId: key.user_id, keyId: key.key_id, sorter: sorterConfigFrom(key.config!) };
}

async function noteKeyUsed(deps: AppDeps, keyId: number, lastUsedAt: Date | null) {
  const now = deps.clock();
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() <= LAST_USED_GRANULARITY_MS) return;
  await deps.db
    .update(sorterMachineKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(sorterMachineKeys.id, keyId), or(isNull(sorterMachineKeys.lastUsedAt), lt(sorterMachineKeys.lastUsedAt, now))));
}
