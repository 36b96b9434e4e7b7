import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose marketplace account a call is made for. A real marketplace answers only for an authorised
 * seller (their refresh token) and counts its rate limits per seller, while the Marketplace
 * interface's lookups (a book by code, the offers on an ASIN) name no seller. So the two places that
 * know who is asking set the scope once, around everything they run: a seller's or a machine key's
 * request (registerBindings) and a job working for a seller (runJob, and jobs that name a seller).
 * The simulator ignores it.
 */
const scope = new AsyncLocalStorage<number>();

/** Runs `work` as Folio seller `sellerId`: marketplace calls inside it use that seller's authorisation. */
export function asSeller<T>(sellerId: number, work: () => T): T {
  return scope.run(sellerId, work);
}

/** The Folio seller the current call is made for, or undefined outside any seller's scope. */
export function currentSeller(): number | undefined {
  return scope.getStore();
}
