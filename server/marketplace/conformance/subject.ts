import type { DatabaseHandle } from '../../db/database';
import { appConfigOnFake, connectOnFake, FAST_SP_API, insertSeller, spApiConfigFor } from '../../testing/spApi';
import { openTestDatabase } from '../../testing/testDatabase';
import type { Marketplace } from '../marketplace';
import { asSeller } from '../sellerScope';
import { createSimulatedMarketplace } from '../simulator';
import { startFakeMarketplace, type FakeMarketplace } from '../spApi/fake/fakeMarketplace';
import { createSpApiMarketplace } from '../spApi/spApiMarketplace';

/**
 * What a conformance case runs against: one implementation of the Marketplace interface, and a
 * seller connected to a marketplace account that holds ACCOUNT_SKUS SKUs (the simulator's rule: the
 * account id ends in its SKU count). The same cases run on the simulator and on the Selling Partner
 * API adapter talking to the HTTP fake.
 */
export interface ConformanceSubject {
  name: 'simulator' | 'sp-api';
  marketplace: Marketplace;
  account: string;
  /** Runs `work` as the connected seller (sellerScope.ts). */
  asSeller<T>(work: () => Promise<T>): Promise<T>;
  /** Polls `read` until it answers something other than null (an async operation of the marketplace). */
  settle<T>(read: () => Promise<T | null>): Promise<T>;
  /**
   * The time the case is at: what it passes as `at`, and the fake marketplace's clock too, so that
   * options expire and operations end when a case moves it, on both implementations alike.
   */
  clock: ConformanceClock;
  /** The adapter's database and fake, for cases that look behind the interface. */
  fake?: FakeMarketplace;
  database?: DatabaseHandle;
}

export interface ConformanceClock {
  now(): Date;
  /** Moves the time forward. */
  advance(ms: number): void;
}

function testClock(): ConformanceClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

/** One area's cases: registers its `it`s; `subject` is ready once they run. */
export type ConformanceArea = (subject: () => ConformanceSubject) => void;

export const ACCOUNT = 'ACONFORMANCE1-120';
/** A small catalog: cases pick books from the first few hundred. */
export const CATALOG_SIZE = 5000;

async function settle<T>(read: () => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The marketplace did not settle the operation after 50 looks');
}

export async function openSubject(name: ConformanceSubject['name']): Promise<{ subject: ConformanceSubject; close: () => Promise<void> }> {
  const clock = testClock();
  if (name === 'simulator') {
    const marketplace = createSimulatedMarketplace({ catalogSize: CATALOG_SIZE });
    return { subject: { name, marketplace, account: ACCOUNT, asSeller: (work) => asSeller(1, work), settle, clock }, close: async () => undefined };
  }
  const database = await openTestDatabase();
  const fake = await startFakeMarketplace({ catalogSize: CATALOG_SIZE, clock: clock.now });
  const config = appConfigOnFake(fake);
  const sellerId = await insertSeller(database.db);
  await connectOnFake(database.db, config, fake, sellerId, ACCOUNT);
  // The fake answers at once: a case waits neither a real backoff nor the published rates.
  const marketplace = createSpApiMarketplace({ db: database.db, config, clock: () => new Date() }, spApiConfigFor(fake), FAST_SP_API);
  return {
    subject: { name, marketplace, account: ACCOUNT, asSeller: (work) => asSeller(sellerId, work), settle, clock, fake, database },
    close: async () => {
      await fake.close();
      await database.close();
    },
  };
}
