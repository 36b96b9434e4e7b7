import { describe, expect, it } from 'vitest';
import type { ItemChangeReply, ListingItem } from '~/contract/lister';
import { listingItem } from './itemFixtures';
import { resultOfReply } from './scanOutcome';

const item = listingItem;

const reply = (overrides: Partial<ItemChangeReply> & { item: ListingItem | null }): ItemChangeReply => ({
  outcome: 'ADDED',
  candidates: [],
  itemPage: { content: [], nextSeekId: null },
  sessionSummary: { sessionId: 1, itemQuantity: 1, skuQuantity: 1, weight: 12, boxedQuantity: 0, boxCount: 0 },
  ...overrides,
});

const edition = (bookId: string) => ({ bookId, title: 'The Quiet Harbour', author: 'Ada Lane', binding: 'Paperback' });

describe('the sound and words of a scan the server answered (spec 3.2 event sounds, 8.1)', () => {
  it('a new plain book plays success', () => {
    expect(resultOfReply('9780306406157', reply({ item: item() }))).toMatchObject({ kind: 'added', sound: 'success', flags: [] });
  });

  it('one more of a book already there says how many there are now', () => {
    const result = resultOfReply('9780306406157', reply({ outcome: 'INCREASED', item: item({ quantity: 3 }) }));
    expect(result).toMatchObject({ kind: 'increased', sound: 'success', message: 'One more: 3 in the session.' });
  });

  it('a restricted book plays restricted, whatever else it is', () => {
    const result = resultOfReply('9780306406157', reply({ item: item({ restricted: true, hazmatType: 'GHS' }), candidates: [edition('A'), edition('B')] }));
    expect(result.sound).toBe('restricted');
    expect(result.flags).toEqual(['Restricted', 'Hazmat: GHS', '2 editions']);
  });

  it('several editions play multiple results; hazmat or a battery plays warning', () => {
    expect(resultOfReply('x', reply({ item: item(), candidates: [edition('A'), edition('B')] })).sound).toBe('multiple results');
    expect(resultOfReply('x', reply({ item: item({ hazmatType: 'STORAGE' }) })).sound).toBe('warning');
    expect(resultOfReply('x', reply({ item: item({ hasBattery: true }) })).sound).toBe('warning');
  });

  it('a reply that added nothing (several books, none chosen) is not a success', () => {
    expect(resultOfReply('x', reply({ outcome: 'MULTIPLE', item: null, candidates: [edition('A'), edition('B')] }))).toMatchObject({
      kind: 'failed',
      sound: 'multiple results',
    });
  });
});
