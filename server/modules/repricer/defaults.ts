import type { GroupType } from '../../../src/contract';
import type { Section } from '../../../src/contract/repricer/rules';

/**
 * The section a seller's group starts with: match the lowest offer in the book's condition, one
 * cent under, and keep the price when there is nobody to match. FBA copies compete with FBA offers
 * only: a merchant-fulfilled copy a cent cheaper rarely takes the buy box from an FBA one, and
 * following it down only costs money.
 */
export function defaultSection(groupType: GroupType): Section {
  const fba = groupType.startsWith('FBA');
  return {
    name: fba ? 'Match lowest FBA in condition' : 'Match lowest in condition',
    lines: [
      {
        id: 'match-lowest',
        when: [],
        competition: { channel: fba ? 'FBA' : 'ANY', minFeedbackRating: null, minFeedbackCount: null },
        then: { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } },
      },
    ],
    fallback: { kind: 'KEEP' },
  };
}
