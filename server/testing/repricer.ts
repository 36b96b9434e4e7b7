import {
  adminApi,
  sellerApi,
  type GroupType,
  type RepricerSettingsView,
  type ResultCode,
  type Strategy,
} from '../../src/contract';
import type { Section } from '../../src/contract/repricer/rules';
import { stateOfCode } from '../../src/contract';
import { repricingResults } from '../db/schema';
import { dataOf, type AdminAuth, type SellerAuth, type TestServer } from './testServer';

/**
 * Helpers shared by the repricer and strategy tests: a seller with REPRICER, their groups, a valid
 * section, a published strategy, and results written as a run would write them.
 */

export const newRepricerSeller = (server: TestServer) => server.newSeller([['REPRICER', 'ACTIVE']]);

export const sampleSection = (name = 'Beat the buy box'): Section => ({
  name,
  lines: [
    {
      id: 'beat-bb',
      when: [{ field: 'salesRank', op: '<=', value: 1_000_000 }],
      competition: { channel: 'ANY', minFeedbackRating: 90, minFeedbackCount: 50 },
      then: { kind: 'BEAT_BUY_BOX', by: 5 },
    },
  ],
  fallback: { kind: 'FIXED', price: 1999 },
});

export async function groupsOf(server: TestServer, seller: SellerAuth) {
  return dataOf(await server.call<RepricerSettingsView>(sellerApi.repricer.settings, {}, { auth: seller })).groups;
}

export async function groupOf(server: TestServer, seller: SellerAuth, groupType: GroupType) {
  return (await groupsOf(server, seller)).find((group) => group.groupType === groupType)!;
}

/** A strategy with `section` published for `groupType`. */
export async function publishedStrategy(server: TestServer, admin: AdminAuth, groupType: GroupType, section = sampleSection(), name = 'Aggressive') {
  const strategy = dataOf(await server.call<Strategy>(adminApi.strategies.create, { body: { name } }, { auth: admin }));
  dataOf(await server.call(adminApi.strategies.saveSection, { params: { id: strategy.id }, body: { groupType, section } }, { auth: admin }));
  dataOf(await server.call(adminApi.strategies.publish, { params: { id: strategy.id }, body: { groupType } }, { auth: admin }));
  return strategy;
}

export interface ResultSeed {
  sku: string;
  code: ResultCode;
  groupType?: GroupType;
  title?: string;
  asin?: string;
  pricedAt?: Date;
}

/** Writes a run's results for the seller, as the repricing run does. */
export async function writeRun(server: TestServer, seller: SellerAuth, runId: number, results: ResultSeed[]) {
  await server.db.insert(repricingResults).values(
    results.map((result, index) => ({
      runId,
      userId: seller.userId,
      sku: result.sku,
      asin: result.asin ?? `B0000000${String(index).padStart(2, '0')}`,
      title: result.title ?? `Book ${result.sku}`,
      groupType: result.groupType ?? 'FBA_USED',
      state: stateOfCode(result.code),
      code: result.code,
      reasons: ['LOWEST_IN_CONDITION'],
      outcome: 'SUCCESS',
      previousPrice: 1500,
      newPrice: 1499,
      trail: [{ lineId: 'match-lowest', check: 'SUCCESS' }],
      ...(result.pricedAt ? { pricedAt: result.pricedAt } : {}),
    })),
  );
}
