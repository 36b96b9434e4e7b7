// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox } from './createOutbox';
import { FolioDatabase } from './db';
import { dexieOutboxStorage } from './dexieOutboxStorage';
import { DAMAGED_ENTRY_MESSAGE } from './outboxEntry';
import { overlayPending, pendingEntriesFor, useAttentionEntries, useOutboxCounts, usePendingEntries } from './outboxHooks';
import { StorageFullError } from './storageErrors';

let count = 0;
const databases: FolioDatabase[] = [];
function setup(storageOverride?: Parameters<typeof createOutbox>[0]['storage']) {
  const db = new FolioDatabase(`outbox-${++count}`);
  databases.push(db);
  const storage = dexieOutboxStorage(() => db);
  const onStorageFull = vi.fn();
  const onWork = vi.fn();
  let key = 0;
  const outbox = createOutbox({ storage: storageOverride ?? storage, deviceId: () => 'dev', now: () => 5, newKey: () => `key-${++key}`, onStorageFull, onWork });
  return { db, storage, outbox, onStorageFull, onWork };
}
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

describe('the outbox on Dexie', () => {
  it('gives each device strictly increasing seqs, even after its entries were deleted', async () => {
    const { outbox, storage, onWork } = setup();
    const first = await outbox.enqueue('test.write', { body: 1 }, { label: 'One' });
    await storage.remove(first.id);
    const second = await outbox.enqueue('test.write', { body: 2 }, { label: 'Two' });
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect(second).toMatchObject({ status: 'pending', attempts: 0, idempotencyKey: 'key-2', deviceId: 'dev', label: 'Two', createdAt: 5 });
    expect(onWork).toHaveBeenCalledTimes(2);
  });

  it('says a write was not saved when the disk is full', async () => {
    const failing = { ...setup().storage, add: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) };
    const { outbox, onStorageFull } = setup(failing);
    await expect(outbox.enqueue('test.write', {}, { label: 'Buy cost → $1.00' })).rejects.toBeInstanceOf(StorageFullError);
    expect(onStorageFull).toHaveBeenCalledOnce();
  });

  it('retries an attention entry at its place, adopting this device, and discards on request', async () => {
    const { outbox, storage } = setup();
    const entry = await outbox.enqueue('test.write', {}, { label: 'One' });
    await storage.update(entry.id, { status: 'attention', lastError: { message: 'No' }, attempts: 3 });
    expect(await outbox.retryEntry(entry.id)).toBe(true);
    expect((await storage.all())[0]).toMatchObject({ id: entry.id, status: 'pending', attempts: 0, seq: 1 });
    expect((await storage.all())[0]!.lastError).toBeUndefined();
    expect(await storage.retry(entry.id, 'newer-device')).toBe(true);
    expect((await storage.all())[0]).toMatchObject({ id: entry.id, deviceId: 'newer-device', seq: 1 });
    await outbox.discardEntry(entry.id);
    expect(await storage.all()).toEqual([]);
  });

  it('shows a damaged row as needing attention, never sends or deletes it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db, storage } = setup();
    await db.outbox.add({ id: 7, status: 'pending', endpoint: 42 } as never);
    expect(await storage.pending(10)).toEqual([]);
    const [damaged] = await storage.all();
    expect(damaged).toMatchObject({ id: 7, status: 'attention', lastError: { message: DAMAGED_ENTRY_MESSAGE } });
    await waitFor(async () => expect((await db.outbox.get(7))?.status).toBe('attention'));
  });

  it('counts, lists and overlays live', async () => {
    const { db, outbox, storage } = setup();
    const counts = renderHook(() => useOutboxCounts(db));
    const attention = renderHook(() => useAttentionEntries(db));
    const pending = renderHook(() => usePendingEntries(['set.cost'], db));
    await act(async () => {
      await outbox.enqueue('set.cost', { body: { cost: 100 } }, { label: 'Cost → $1.00' });
      await outbox.enqueue('set.cost', { body: { cost: 250 } }, { label: 'Cost → $2.50' });
      const other = await outbox.enqueue('rename', { body: { name: 'x' } }, { label: 'Rename' });
      await storage.update(other.id, { status: 'attention', lastError: { message: 'No' } });
    });
    await waitFor(() => expect(counts.result.current).toEqual({ pending: 2, attention: 1 }));
    await waitFor(() => expect(attention.result.current.map((entry) => entry.label)).toEqual(['Rename']));
    await waitFor(() => expect(pending.result.current).toHaveLength(2));
    const entries = await pendingEntriesFor(['set.cost'], db);
    expect(overlayPending(0, entries, (_cost, entry) => (entry.input.body as { cost: number }).cost)).toBe(250);
  });
});
