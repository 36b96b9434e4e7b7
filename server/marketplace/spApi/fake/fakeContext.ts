import type { FastifyRequest } from 'fastify';
import type { Marketplace } from '../../marketplace';
import type { FakeDocuments } from './documents';
import type { FakeAccounts } from './fakeAccounts';
import type { FakeReimbursement } from './reports';
import type { FakeListings } from './sellerStock';

/** What every area of the fake marketplace shares. */
export interface FakeContext {
  accounts: FakeAccounts;
  /** Where the fake's answers come from: the simulator's books, offers, rules and stock. */
  simulator: Marketplace;
  documents: FakeDocuments;
  /** Each account's listings: the simulator's stock with the prices its feeds set. */
  listings: FakeListings;
  /** What each account's reimbursements report lists; empty until a test adds rows. */
  reimbursements: Map<string, FakeReimbursement[]>;
  /** The fake's clock: when options expire and operations end (a test may share its own). */
  now(): Date;
  /** The account an SP-API request is made for (its access token's); answers 403 for any other request. */
  sellerOf(request: FastifyRequest): string;
}

/** A refusal as the marketplace words them: a status and `{ errors: [{ code, message }] }`. */
export class FakeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const fakeError = (statusCode: number, code: string, message: string) => new FakeError(statusCode, code, message);

