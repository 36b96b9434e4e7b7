import { and, eq } from 'drizzle-orm';
import type { GroupType, Section } from '../../src/contract';
import { sellerGroups } from '../modules/repricer/groups';
import type { Database } from './database';
import { repricerGroups, repricerStrategies, repricerStrategyPublications } from './schema';

/**
 * The demo repricer: one strategy staff have published for used books, which the demo seller's FBA
 * used group follows, and the merchant-fulfilled used group on its own default rules; both active,
 * so the settings, strategy and results screens have something to show on a fresh `npm start`.
 */

const HOLD_THE_BUY_BOX = {
  id: 'hold-bb',
  when: [{ field: 'buyBoxOwned', op: '=', value: true }],
  competition: { channel: 'ANY', minFeedbackRating: null, minFeedbackCount: null },
  then: { kind: 'KEEP' },
} as const satisfies Section['lines'][number];

export const DEMO_STRATEGY_SECTIONS: Partial<Record<GroupType, Section>> = {
  FBA_USED: {
    name: 'Buy box hunter: FBA used',
    lines: [
      HOLD_THE_BUY_BOX,
      {
        id: 'beat-bb',
        when: [{ field: 'salesRank', op: '<=', value: 2_000_000 }],
        competition: { channel: 'FBA', minFeedbackRating: 90, minFeedbackCount: null },
        then: { kind: 'BEAT_BUY_BOX', by: 1 },
      },
      {
        id: 'match-fba',
        when: [],
        competition: { channel: 'FBA', minFeedbackRating: null, minFeedbackCount: null },
        then: { kind: 'MATCH', scope: 'SUB_CONDITION', adjust: { unit: 'CENTS', amount: -1 } },
      },
    ],
    fallback: { kind: 'KEEP' },
  },
  MFN_USED: {
    name: 'Buy box hunter: merchant-fulfilled used',
    lines: [
      HOLD_THE_BUY_BOX,
      {
        id: 'match-trusted',
        when: [],
        competition: { channel: 'ANY', minFeedbackRating: 90, minFeedbackCount: 100 },
        then: { kind: 'MATCH', scope: 'SUB_CONDITION', adjust: { unit: 'CENTS', amount: -1 } },
      },
    ],
    fallback: { kind: 'KEEP' },
  },
};

export async function addDemoRepricer(db: Database, sellerId: number) {
  const [strategy] = await db
    .insert(repricerStrategies)
    .values({ name: 'Buy box hunter', sections: DEMO_STRATEGY_SECTIONS })
    .returning();
  await db.insert(repricerStrategyPublications).values(
    Object.entries(DEMO_STRATEGY_SECTIONS).map(([groupType, section]) => ({ strategyId: strategy!.id, groupType, version: 1, section: section! })),
  );
  await sellerGroups(db, sellerId);
  const group = (groupType: GroupType) => and(eq(repricerGroups.userId, sellerId), eq(repricerGroups.groupType, groupType));
  await db.update(repricerGroups).set({ active: true, strategyId: strategy!.id, strategyVersion: 1 }).where(group('FBA_USED'));
  await db.update(repricerGroups).set({ active: true }).where(group('MFN_USED'));
}
