import Fastify, { type FastifyInstance } from 'fastify';
import { createSimulatedMarketplace, DEFAULT_CATALOG_SIZE } from '../../simulator';
import { installFakeAuthorization } from './authorization';
import { FakeError, fakeError, type FakeContext } from './fakeContext';
import { installFakeCatalog } from './catalog';
import { installFakeDocuments } from './documents';
import { installFakeFeeds } from './feeds';
import { installFakeInbound } from './inbound';
import { installFakeListingsSearch } from './listingsSearch';
import { installFakeReports, type FakeReimbursement } from './reports';
import { createFakeListings, type FakeListings } from './sellerStock';
import { installFakePricing } from './pricing';
import { createFakeAccounts, FAKE_APPLICATION, type FakeAccounts, type FakeApplication } from './fakeAccounts';
import { installFaults, type Faults } from './faults';

/**
 * A stand-in for the marketplace's Selling Partner API at the HTTP level, on loopback: Folio's
 * adapter talks to it exactly as it would to the marketplace (FOLIO_SP_API_ENDPOINT points here), so
 * the adapter's requests, paging, polling, retries and error handling are what the tests exercise.
 * Its replies are typed with the client's own models. What it answers comes from the simulator's
 * derivations (the same books, offers and stock), so one set of expectations holds for both.
 * For tests and the demo only: it is never a source of real data.
 *
 * Each API area is one file beside this one; faults.ts plays 429s, 5xx and timeouts on demand.
 */

export interface FakeMarketplaceOptions {
  application?: FakeApplication;
  /** The account the consent page offers; its trailing number is its SKU count, as on the simulator. */
  defaultSeller?: string;
  /** Books in the catalog the fake derives from (the simulator's catalog size). */
  catalogSize?: number;
  /**
   * The rate it tells on every reply (x-amzn-RateLimit-Limit, requests a second), as the marketplace
   * does: a demo or an end-to-end test tells a high one so that runs are not paced at the published
   * rates. Unset: no header, and Folio keeps the published rates.
   */
  toldRate?: number;
  /** When options expire and operations end; the real time unless a test shares its clock. */
  clock?: () => Date;
  port?: number;
}

export interface FakeMarketplace {
  /** Where it listens: FOLIO_SP_API_ENDPOINT. */
  url: string;
  application: FakeApplication;
  accounts: FakeAccounts;
  faults: Faults;
  /** What each account's reimbursements report lists: tests add rows. */
  reimbursements: Map<string, FakeReimbursement[]>;
  /** Each account's listings, with the prices its feeds set. */
  listings: FakeListings;
  /** Requests answered so far, by method and path without the query: what a test counts calls with. */
  readonly calls: string[];
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startFakeMarketplace(options: FakeMarketplaceOptions = {}): Promise<FakeMarketplace> {
  const application = options.application ?? FAKE_APPLICATION;
  const accounts = createFakeAccounts();
  const app = Fastify({ logger: false });
  const calls: string[] = [];
  app.addHook('onRequest', async (request) => void calls.push(`${request.method} ${request.url.split('?')[0]}`));
  const faults = installFaults(app);
  if (options.toldRate !== undefined) {
    const rate = String(options.toldRate);
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('x-amzn-RateLimit-Limit')) reply.header('x-amzn-RateLimit-Limit', rate);
    });
  }
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof FakeError) return reply.status(error.statusCode).send({ errors: [{ code: error.code, message: error.message }] });
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.status(status).send({ errors: [{ code: status === 500 ? 'InternalFailure' : 'InvalidInput', message: error.message }] });
  });
  installFakeAuthorization(app, application, accounts, options.defaultSeller ?? 'AFAKESELLER01-240');

  const simulator = createSimulatedMarketplace({ catalogSize: options.catalogSize ?? DEFAULT_CATALOG_SIZE });
  const context: FakeContext = {
    accounts,
    simulator,
    documents: installFakeDocuments(app),
    listings: createFakeListings(simulator),
    reimbursements: new Map(),
    now: options.clock ?? (() => new Date()),
    sellerOf(request) {
      const header = request.headers['x-amz-access-token'];
      const seller = accounts.sellerOf(typeof header === 'string' ? header : undefined);
      if (!seller) throw fakeError(403, 'Unauthorized', 'Access to requested resource is denied.');
      return seller;
    },
  };
  for (const install of FAKE_AREAS) install(app, context);

  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return { url: address, application, accounts, faults, reimbursements: context.reimbursements, listings: context.listings, calls, app, close: () => app.close() };
}

/** Each API area the fake plays; one file each. */
const FAKE_AREAS: ((app: FastifyInstance, context: FakeContext) => void)[] = [installFakeCatalog, installFakePricing, installFakeFeeds, installFakeReports, installFakeInbound, installFakeListingsSearch];
