// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '~/api/errors';
import { quietHarbor } from '~/contract/bookzy/testing/books';
import type { GateDecision } from '~/contract/sorter';
import { toScanEvent } from '~/scanning';
import { resetScanLogForTests, useScanLog } from './scanLog';
import { testMeta } from './testing/sorterMeta';
import { useSorterScanFlow } from './useSorterScanFlow';

const mocks = vi.hoisted(() => ({
  recordScanNow: vi.fn(),
  enqueue: vi.fn(async () => ({ id: 1 })),
  findCatalogBook: vi.fn(),
  playGateSound: vi.fn(),
}));
vi.mock('~/api/sorter/scans', () => ({ recordScanNow: mocks.recordScanNow }));
vi.mock('~/offline/outbox', () => ({ enqueue: mocks.enqueue }));
vi.mock('~/offline/catalogSnapshot', () => ({ findCatalogBook: mocks.findCatalogBook }));
vi.mock('~/sounds', () => ({ playGateSound: mocks.playGateSound, playEvent: vi.fn() }));

const serverDecision: GateDecision = { gate: 'GATE_4', rule: { id: 9, name: 'Server rule' }, fallback: null, rejectReason: null, redirect: null, profit: 500, price: 1200, salesRank: 3000 };

function scanWith(code: string, online = true) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const { result } = renderHook(() => ({ onScan: useSorterScanFlow(testMeta), log: useScanLog() }));
  // The record is written once the gate is painted (at most 100 ms later).
  const scan = async () => {
    await result.current.onScan(toScanEvent(code, 'wedge'));
    await new Promise((resolve) => setTimeout(resolve, 150));
  };
  return { scan, log: () => result.current.log };
}

const recorded = () => (mocks.enqueue.mock.calls as unknown as [string, { body: Record<string, unknown> }][]).map(([key, input]): Record<string, unknown> => ({ key, ...input.body }));

beforeEach(() => {
  resetScanLogForTests();
  vi.clearAllMocks();
  mocks.findCatalogBook.mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the sorter scan flow', () => {
  it('decides a catalog book on the tablet, sounds its gate and records it through the outbox, never waiting for the server', async () => {
    mocks.findCatalogBook.mockResolvedValue(quietHarbor);
    const { scan, log } = scanWith(quietHarbor.isbn13);
    await scan();
    expect(log().scans[0]).toMatchObject({ code: quietHarbor.isbn13, decidedBy: 'catalog', decision: { gate: 'GATE_1', rule: { name: 'Anything priced' } } });
    expect(mocks.playGateSound).toHaveBeenCalledWith('cash');
    expect(mocks.recordScanNow).not.toHaveBeenCalled();
    expect(recorded()).toEqual([
      expect.objectContaining({ key: 'sorterScans.record', code: quietHarbor.isbn13, gate: 'GATE_1', ruleId: 7, fallback: null, source: 'WEDGE', decidedOffline: true }),
    ]);
    expect(recorded()[0]!.scanId).toBe(log().scans[0]!.scanId);
  });

  it('asks the server for a book not in the catalog, within the sorter’s timeout, and shows its gate', async () => {
    mocks.recordScanNow.mockResolvedValue({ decision: serverDecision, recorded: true });
    const { scan, log } = scanWith(quietHarbor.isbn13);
    await scan();
    expect(mocks.recordScanNow).toHaveBeenCalledWith(expect.objectContaining({ code: quietHarbor.isbn13, decidedOffline: false }), 400);
    expect(log().scans[0]).toMatchObject({ decidedBy: 'server', decision: { gate: 'GATE_4' } });
    expect(mocks.enqueue).not.toHaveBeenCalled();
  });

  it('sends the book to the Timeout gate when the server is late, and records it through the outbox under the same scan id', async () => {
    mocks.recordScanNow.mockRejectedValue(new TimeoutError(400));
    const { scan, log } = scanWith(quietHarbor.isbn13);
    await scan();
    const asked = mocks.recordScanNow.mock.calls[0]![0] as { scanId: string };
    expect(log().scans[0]).toMatchObject({ decidedBy: 'timeout', decision: { gate: 'GATE_6', fallback: 'TIMEOUT' } });
    expect(recorded()).toEqual([expect.objectContaining({ scanId: asked.scanId, gate: 'GATE_6', fallback: 'TIMEOUT', decidedOffline: true })]);
  });

  it('offline, takes the Timeout gate at once for a book not in the catalog', async () => {
    const { scan, log } = scanWith(quietHarbor.isbn13, false);
    await scan();
    expect(mocks.recordScanNow).not.toHaveBeenCalled();
    expect(log().scans[0]).toMatchObject({ decision: { gate: 'GATE_6', fallback: 'TIMEOUT' } });
    expect(recorded()).toHaveLength(1);
  });

  it('sends an unreadable code to the Invalid Barcode gate without looking it up', async () => {
    const { scan, log } = scanWith('12345');
    await scan();
    expect(mocks.findCatalogBook).not.toHaveBeenCalled();
    expect(log().scans[0]).toMatchObject({ decidedBy: 'code', decision: { gate: 'GATE_10', fallback: 'INVALID_BARCODE' } });
    expect(recorded()).toEqual([expect.objectContaining({ code: '12345', gate: 'GATE_10', source: 'WEDGE' })]);
  });
});
