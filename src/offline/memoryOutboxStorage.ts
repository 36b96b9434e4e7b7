import type { NewOutboxEntry, OutboxEntry } from './outboxEntry';
import { RETRIED, type OutboxStorage } from './outboxStorage';

/**
 * The outbox in memory, with the Dexie adapter's rules (ids and seqs never reused, copies in and
 * out like IndexedDB). `failWrites` lets tests make any write fail as a full disk would.
 */
export function memoryOutboxStorage(options: { failWrites?: (operation: 'add' | 'update' | 'remove') => boolean } = {}) {
  const rows = new Map<number, OutboxEntry>();
  const lastSeq = new Map<string, number>();
  let lastId = 0;
  const fail = (operation: 'add' | 'update' | 'remove') => {
    if (options.failWrites?.(operation)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  // Copies out, as IndexedDB gives; shallow is enough because nobody changes an entry's input.
  const copy = (row: OutboxEntry): OutboxEntry => ({ ...row, ...(row.lastError ? { lastError: { ...row.lastError } } : {}) });
  // A Map iterates in insertion order, and ids only grow: that is the id order.
  const inOrder = () => [...rows.values()].map(copy);

  const storage: OutboxStorage & { rows: Map<number, OutboxEntry> } = {
    rows,
    async add(draft: NewOutboxEntry) {
      fail('add');
      const seq = (lastSeq.get(draft.deviceId) ?? 0) + 1;
      lastSeq.set(draft.deviceId, seq);
      const entry: OutboxEntry = { ...structuredClone(draft), id: ++lastId, seq, status: 'pending', attempts: 0, nextAttemptAt: 0 };
      rows.set(entry.id, entry);
      return copy(entry);
    },
    async pending(limit) {
      return [...rows.values()].filter((row) => row.status === 'pending').slice(0, limit).map(copy);
    },
    async all() {
      return inOrder();
    },
    async update(id, changes) {
      fail('update');
      const row = rows.get(id);
      if (!row) return false;
      rows.set(id, { ...row, ...changes });
      return true;
    },
    async remove(id) {
      fail('remove');
      rows.delete(id);
    },
    async retry(id, deviceId) {
      fail('update');
      const row = rows.get(id);
      if (!row) return false;
      const adopted = row.deviceId === deviceId ? {} : { deviceId, seq: (lastSeq.get(deviceId) ?? 0) + 1 };
      if (adopted.seq) lastSeq.set(deviceId, adopted.seq);
      rows.set(id, { ...row, ...RETRIED, ...adopted });
      return true;
    },
  };
  return storage;
}
