import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '~/api/errors';
import { BOOKZY_HISTORY_LIMIT } from '~/contract/constants';
import { FolioDatabase } from '~/offline/db';
import { acknowledgeLateVerdicts, addHistoryEntry, readHistory } from '~/offline/searchHistory';
import type { NewSearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { pendingOutcome, type ScanOutcome } from './judgeScan';
import { judgedLateSummary } from './JudgedLateNotice';
import { judgeWaitingScans, type AskVerdict } from './waitingScans';

const db = new FolioDatabase('waiting-scans-test');
afterEach(() => db.searchHistory.clear());

const isbn = (n: number) => `978000000${String(n).padStart(4, '0')}`;
const waitingScan = (n: number): NewSearchHistoryEntry => ({ ...pendingOutcome(), deviceId: 'phone', isbn: isbn(n), date: 1_000 + n });
const judgedScan = (n: number): NewSearchHistoryEntry => ({ ...waitingScan(n), ...accepted, source: 'snapshot' });
const accepted: ScanOutcome = {
  status: 'ACCEPTED',
  source: 'online',
  soundEvent: 'success',
  title: 'Worth the trip',
  triggerName: 'FBA keeper',
  triggerColorCode: '#2f9e44',
  sr: 45_000,
  profit: 712,
  sq: 8,
};
const rejected: ScanOutcome = { ...accepted, status: 'REJECTED', soundEvent: 'reject', triggerName: null, triggerColorCode: null };

describe('judging the scans kept for the network', () => {
  it(`judges a scan that waited behind more than ${BOOKZY_HISTORY_LIMIT} newer scans, shows it, and only then lets the cap apply`, async () => {
    await addHistoryEntry(waitingScan(0), db);
    await addHistoryEntry(waitingScan(1), db);
    for (let n = 2; n <= BOOKZY_HISTORY_LIMIT + 5; n++) await addHistoryEntry(judgedScan(n), db);
    await addHistoryEntry(waitingScan(200), db);

    const ask = vi.fn<AskVerdict>(async ({ itemId }) => (itemId === isbn(1) ? accepted : rejected));
    expect(await judgeWaitingScans('phone', ask, { db })).toBe(0);
    // Oldest first, each asked once for this device.
    expect(ask.mock.calls.map(([query]) => query.itemId)).toEqual([isbn(0), isbn(1), isbn(200)]);
    expect(ask).toHaveBeenCalledWith({ itemId: isbn(0), queryType: 'EAN', deviceId: 'phone' });

    const history = await readHistory('phone', undefined, db);
    const late = history.filter((entry) => entry.judgedLate);
    expect(late.map((entry) => [entry.isbn, entry.status])).toEqual([
      [isbn(200), 'REJECTED'],
      [isbn(1), 'ACCEPTED'],
      [isbn(0), 'REJECTED'],
    ]);
    expect(judgedLateSummary(late)).toBe('3 books judged since you came back online: 1 accepted, 2 rejected.');

    // Still kept through more scans, until the seller has seen them.
    await addHistoryEntry(judgedScan(300), db);
    expect((await readHistory('phone', undefined, db)).filter((entry) => entry.judgedLate)).toHaveLength(3);
    await acknowledgeLateVerdicts('phone', db);
    const after = await readHistory('phone', undefined, db);
    expect(after).toHaveLength(BOOKZY_HISTORY_LIMIT);
    expect(after.map((entry) => entry.isbn)).not.toContain(isbn(1));
  }, 20_000);

  it('keeps the rest waiting when the network fails midway, and a scan whose own lookup is under way', async () => {
    const first = await addHistoryEntry(waitingScan(1), db);
    await addHistoryEntry(waitingScan(2), db);
    const inFlight = await addHistoryEntry(waitingScan(3), db);
    const ask = vi.fn<AskVerdict>().mockResolvedValueOnce(accepted).mockRejectedValueOnce(new NetworkError());
    expect(await judgeWaitingScans('phone', ask, { db, skip: new Set([inFlight.id]) })).toBe(1);
    const statuses = Object.fromEntries((await readHistory('phone', undefined, db)).map((entry) => [entry.id, entry.status]));
    expect(statuses).toEqual({ [first.id]: 'ACCEPTED', [first.id + 1]: 'PENDING', [inFlight.id]: 'PENDING' });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('marks a refused code invalid with the reason and goes on; a refused session or device leaves them waiting', async () => {
    await addHistoryEntry(waitingScan(1), db);
    await addHistoryEntry(waitingScan(2), db);
    const refuse = vi.fn<AskVerdict>().mockRejectedValueOnce(new ApiError(107, 'itemId must be a barcode.', 400)).mockResolvedValueOnce(rejected);
    expect(await judgeWaitingScans('phone', refuse, { db })).toBe(0);
    expect((await readHistory('phone', undefined, db)).map((entry) => [entry.status, entry.title])).toEqual([
      ['REJECTED', 'Worth the trip'],
      ['INVALID', 'itemId must be a barcode.'],
    ]);

    await addHistoryEntry(waitingScan(3), db);
    const cancelled = vi.fn<AskVerdict>().mockRejectedValue(new ApiError(1060, 'This Bookzy device is cancelled.', 409));
    expect(await judgeWaitingScans('phone', cancelled, { db })).toBe(1);
    expect((await readHistory('phone', undefined, db))[0]).toMatchObject({ isbn: isbn(3), status: 'PENDING' });
  });
});
