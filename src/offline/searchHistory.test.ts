// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKZY_HISTORY_LIMIT } from '~/contract/constants';
import { FolioDatabase } from './db';
import { acknowledgeLateVerdicts, addHistoryEntry, clearHistory, readHistory, updateHistoryEntry, useSearchHistory } from './searchHistory';
import type { NewSearchHistoryEntry } from './searchHistoryEntry';

const db = new FolioDatabase('history-test');
afterEach(() => db.searchHistory.clear());

const scan = (n: number, overrides: Partial<NewSearchHistoryEntry> = {}): NewSearchHistoryEntry => ({
  deviceId: 'phone',
  isbn: `978000000${String(n).padStart(4, '0')}`,
  date: 1_000 + n,
  status: n % 2 ? 'ACCEPTED' : 'REJECTED',
  triggerName: n % 2 ? 'Quick flip' : null,
  triggerColorCode: n % 2 ? '#00aa00' : null,
  sr: 1000,
  profit: 250,
  sq: 4,
  source: 'online',
  soundEvent: 'success',
  ...overrides,
});

describe('search history', () => {
  it(`keeps the newest ${BOOKZY_HISTORY_LIMIT} per Bookzy device, newest first`, async () => {
    for (let n = 1; n <= BOOKZY_HISTORY_LIMIT + 5; n++) await addHistoryEntry(scan(n), db);
    await addHistoryEntry(scan(1, { deviceId: 'other' }), db);
    const rows = await readHistory('phone', undefined, db);
    expect(rows).toHaveLength(BOOKZY_HISTORY_LIMIT);
    expect(rows[0]!.date).toBe(1_000 + BOOKZY_HISTORY_LIMIT + 5);
    expect(rows.at(-1)!.date).toBe(1_006);
    expect(await readHistory('other', undefined, db)).toHaveLength(1);
  });

  it('never trims a scan still waiting for the network, however many scans follow it', async () => {
    const waiting = await addHistoryEntry(scan(0, { status: 'PENDING', source: 'pending', triggerName: null }), db);
    for (let n = 1; n <= BOOKZY_HISTORY_LIMIT + 10; n++) await addHistoryEntry(scan(n), db);
    const rows = await readHistory('phone', undefined, db);
    // The newest 100, and the waiting scan behind them.
    expect(rows).toHaveLength(BOOKZY_HISTORY_LIMIT + 1);
    expect(rows.at(-1)).toMatchObject({ id: waiting.id, status: 'PENDING' });
    expect(rows.at(-2)!.date).toBe(1_000 + 11);
  }, 20_000);

  it('keeps a scan judged late until the seller has seen it, then lets the cap apply', async () => {
    const waiting = await addHistoryEntry(scan(0, { status: 'PENDING', source: 'pending', triggerName: null }), db);
    for (let n = 1; n <= BOOKZY_HISTORY_LIMIT + 5; n++) await addHistoryEntry(scan(n), db);
    await updateHistoryEntry(waiting.id, { status: 'ACCEPTED', triggerName: 'Quick flip', source: 'online', judgedLate: true }, db);
    await addHistoryEntry(scan(500), db);
    expect((await readHistory('phone', undefined, db)).find((row) => row.id === waiting.id)).toMatchObject({ status: 'ACCEPTED', judgedLate: true });

    expect(await acknowledgeLateVerdicts('phone', db)).toBe(1);
    const rows = await readHistory('phone', undefined, db);
    expect(rows).toHaveLength(BOOKZY_HISTORY_LIMIT);
    expect(rows.some((row) => row.id === waiting.id)).toBe(false);
  }, 20_000);

  it('filters by verdict, resolves a pending scan and clears one device', async () => {
    const pending = await addHistoryEntry(scan(1, { status: 'PENDING', source: 'pending', triggerName: null }), db);
    await addHistoryEntry(scan(2), db);
    expect(await updateHistoryEntry(pending.id, { status: 'ACCEPTED', triggerName: 'Quick flip', source: 'online' }, db)).toBe(true);
    expect((await readHistory('phone', 'ACCEPTED', db)).map((row) => row.id)).toEqual([pending.id]);
    expect(await readHistory('phone', 'REJECTED', db)).toHaveLength(1);
    await clearHistory('phone', db);
    expect(await readHistory('phone', undefined, db)).toEqual([]);
  });

  it('skips a damaged row instead of failing the screen, and lists live', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await db.searchHistory.add({ deviceId: 'phone', date: 5 } as never);
    const { result } = renderHook(() => useSearchHistory('phone', undefined, db));
    await addHistoryEntry(scan(3), db);
    await waitFor(() => expect(result.current.map((row) => row.isbn)).toEqual([scan(3).isbn]));
    expect(await db.searchHistory.count()).toBe(2);
  });
});
