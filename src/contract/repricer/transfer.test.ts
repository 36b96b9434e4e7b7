import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionArbitrary } from './testing/arbitraries';
import { formatSection, parseSection } from './transfer';

const EXAMPLE = `SECTION Used FBA books
FALLBACK fixed 1299c
# Won the buy box: leave it.
bb-owned: IF buyBoxOwned = yes THEN keep
fba-low: IF salesRank <= 1000000 AND soldDays >= 30 AMONG FBA FEEDBACK >= 90 RATINGS >= 100 THEN match CONDITION -1c
amazon: IF marketplaceOffering = yes THEN target marketplace -1.5%
alone: IF offers = 0 THEN max
`;

const errorsOf = (text: string) => {
  const parsed = parseSection(text);
  return parsed.ok ? [] : parsed.errors.map((error) => error.message);
};

describe('section transfer text', () => {
  it('reads the example into lines, in order, with their figures', () => {
    const parsed = parseSection(EXAMPLE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.section.fallback).toEqual({ kind: 'FIXED', price: 1299 });
    expect(parsed.section.lines.map((line) => line.id)).toEqual(['bb-owned', 'fba-low', 'amazon', 'alone']);
    expect(parsed.section.lines[1]).toEqual({
      id: 'fba-low',
      when: [
        { field: 'salesRank', op: '<=', value: 1_000_000 },
        { field: 'soldDays', op: '>=', value: 30 },
      ],
      competition: { channel: 'FBA', minFeedbackRating: 90, minFeedbackCount: 100 },
      then: { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } },
    });
    expect(parsed.section.lines[2]!.then).toEqual({ kind: 'TARGET_MARKETPLACE', adjust: { unit: 'PERCENT', amount: -150 } });
  });

  it('writes a section back as the same text, comments aside', () => {
    const parsed = parseSection(EXAMPLE);
    if (!parsed.ok) throw new Error('the example parses');
    expect(formatSection(parsed.section)).toBe(EXAMPLE.replace('# Won the buy box: leave it.\n', ''));
  });

  it('round-trips any valid section', () => {
    fc.assert(
      fc.property(sectionArbitrary, (section) => {
        expect(parseSection(formatSection(section))).toEqual({ ok: true, section });
      }),
      { numRuns: 1000 },
    );
  });

  it('names the line and what is wrong, for every wrong line', () => {
    const text = ['SECTION Used', 'FALLBACK keep', 'a: IF salesRank <= x THEN keep', 'b: IF weight < 3 THEN keep', 'c: THEN match EVERYTHING'].join('\n');
    expect(errorsOf(text)).toEqual([
      'Line 3: "salesRank <= x" is not a number',
      'Line 4: "weight" is not a known figure (salesRank, soldDays, ageDays, offers, price, buyBoxOwned, marketplaceOffering, buyBoxHeld)',
      'Line 5: "match EVERYTHING" must name one of CONDITION, SUB_CONDITION, CHANNEL_CONDITION, CHANNEL_SUB_CONDITION',
    ]);
  });

  it.each([
    ['a: IF salesRank <= 10', 'Line 2: "a" has no THEN'],
    ['IF salesRank <= 10 THEN keep', 'Line 2: must start with a line id and a colon, like "fba-low:"'],
    ['a: salesRank <= 10 THEN keep', 'Line 2: "salesRank <= 10" must start with IF'],
    ['a: IF salesRank 10 THEN keep', 'Line 2: "salesRank 10" is not a condition like salesRank <= 1000000'],
    ['a: IF salesRank => 10 THEN keep', 'Line 2: "salesRank => 10": "=>" is not one of < <= = >= >'],
    ['a: IF buyBoxOwned = maybe THEN keep', 'Line 2: "buyBoxOwned = maybe" must read buyBoxOwned = yes or buyBoxOwned = no'],
    ['a: AMONG ALL THEN keep', 'Line 2: "AMONG ALL" must name ANY, FBA or MFN'],
    ['a: AMONG FBA FEEDBACK > 90 THEN keep', 'Line 2: "FEEDBACK > 90" is not FEEDBACK >= n or RATINGS >= n'],
    ['a: THEN match CONDITION -1', 'Line 2: "-1" is not an adjustment like -1c or +2.5%'],
    ['a: THEN fixed 12.99', 'Line 2: "fixed 12.99" is not an amount in cents like 1299c'],
    ['a: THEN keep now', 'Line 2: "keep now" has more than the action needs'],
    ['a: THEN lower', 'Line 2: "lower" is not an action (match, beat buybox, fixed, max, keep, skip, target marketplace)'],
    ['a: AMONG FBA FEEDBACK >= 120 THEN keep', 'Line 2: competition.minFeedbackRating must be at most 100'],
  ])('refuses %s', (line, message) => {
    expect(errorsOf(`SECTION Used\n${line}`)).toEqual([message]);
  });

  it('refuses a repeated line id, a second SECTION and a text with no SECTION', () => {
    expect(errorsOf('SECTION Used\na: THEN keep\na: THEN max')).toEqual(['Line 3: line id "a" is already used on line 2']);
    expect(errorsOf('SECTION Used\nSECTION Again')).toEqual(['Line 2: a second SECTION line']);
    expect(errorsOf('a: THEN keep')).toEqual(['The text has no SECTION line naming the section']);
    expect(errorsOf('SECTION Used\nFALLBACK lowest')).toEqual(['Line 2: "FALLBACK lowest" must be FALLBACK keep or FALLBACK fixed 1299c']);
  });
});
