import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_MAIL_RATES, type BookzyDevice, type Trigger } from '~/contract/bookzy';
import { outcomeOfStats, snapshotOutcome } from './judgeScan';
import { quietHarbor } from '~/contract/bookzy/testing/books';

const book = quietHarbor;
const device = { deviceId: 'd', buyCost: 100, inboundCost: 50 } as BookzyDevice;
const greedy = { id: 1, order: 1, active: true, name: 'Greedy', colorCode: '#2f9e44', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 100_000, maxSalesRank: null, maxOffers: null, minPrice: null } as Trigger;

describe('a scan outcome', () => {
  it('keeps the verdict\'s reasons, from the snapshot as from the server, for the card and the history', () => {
    const local = snapshotOutcome(book, { device, triggers: [greedy], rates: DEFAULT_MEDIA_MAIL_RATES });
    expect(local).toMatchObject({ status: 'REJECTED', sq: 13, rejection: { kind: 'NO_MATCH', closest: { triggerName: 'Greedy' } } });
    const verdict = { status: 'REJECTED' as const, triggerId: null, triggerName: null, triggerColorCode: null, profit: local.profit, price: 1000, sr: local.sr, sq: local.sq, rejection: local.rejection! };
    expect(outcomeOfStats({ found: true, book, verdict }, 'online')).toEqual({ ...local, source: 'online' });
  });
});
