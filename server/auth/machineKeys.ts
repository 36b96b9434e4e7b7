import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, SORTER_KEY_HEADER, type AnyEndpoint } from '../../src/contract';
import { sorterMachineKeys, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { requireProducts } from './principals';
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
}

/** 'fsk_' and 32 random bytes in base64url: anything else is no key of ours, and costs no query. */
const KEY_FORMAT = /^fsk_[A-Za-z0-9_-]{43}$/;

/** The key's last use is written at most once a minute, not on every call of a busy conveyor. */
const LAST_USED_GRANULARITY_MS = 60_000;

export const hashMachineKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

const refused = (message: string) => new AppError(401, ErrorCode.MACHINE_KEY_REFUSED, message);

/** node-postgres parses json columns; PGlite may hand them on as text. */
const fromJson = (value: ProductRow[] | string): ProductRow[] => (typeof value === 'string' ? (JSON.parse(value) as ProductRow[]) : value);

export async function authenticateMachine(
  deps: AppDeps,
  request: FastifyRequest,
  endpoint: Pick<AnyEndpoint, 'products'>,
): Promise<MachinePrincipal> {
  const secret = request.headers[SORTER_KEY_HEADER];
  if (secret === undefined || secret === '') {
    throw refused(`This call needs a machine key: send the key made on the sorter's settings page in the ${SORTER_KEY_HEADER} header.`);
  }
  const unknown = () => refused(`This machine key is not known: check the ${SORTER_KEY_HEADER} header, or make a new key.`);
  if (typeof secret !== 'string' || !KEY_FORMAT.test(secret)) throw unknown();
  // One query: the key, its owner and the owner's products.
  const [key] = await deps.db
    .select({
      id: sorterMachineKeys.id,
      userId: sorterMachineKeys.userId,
      revokedAt: sorterMachineKeys.revokedAt,
      lastUsedAt: sorterMachineKeys.lastUsedAt,
      disabledAt: users.disabledAt,
      products: sql<ProductRow[] | string>`(select coalesce(json_agg(json_build_object('product', p.product, 'status', p.status)), '[]'::json)
        from user_products p where p.user_id = ${sorterMachineKeys.userId})`,
    })
    .from(sorterMachineKeys)
    .innerJoin(users, eq(users.id, sorterMachineKeys.userId))
    .where(eq(sorterMachineKeys.keyHash, hashMachineKey(secret)));
  if (!key) throw unknown();
  if (key.revokedAt) {
    throw refused(`This machine key was revoked on ${key.revokedAt.toISOString().slice(0, 10)}: make a new key for this sorter.`);
  }
  if (key.disabledAt) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'The account of this machine key is disabled. Contact support.');
  requireProducts(fromJson(key.products), endpoint.products);
  await noteKeyUsed(deps, key);
  return { kind: 'machine', userId: key.userId, keyId: key.id };
}

async function noteKeyUsed(deps: AppDeps, key: { id: number; lastUsedAt: Date | null }) {
  const now = deps.clock();
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() <= LAST_USED_GRANULARITY_MS) return;
  await deps.db
    .update(sorterMachineKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(sorterMachineKeys.id, key.id), or(isNull(sorterMachineKeys.lastUsedAt), lt(sorterMachineKeys.lastUsedAt, now))));
}
