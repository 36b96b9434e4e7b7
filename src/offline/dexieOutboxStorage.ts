import { folioDatabase, type FolioDatabase } from './db';
import { withDatabase } from './databaseAccess';
import { readOutboxRow, type NewOutboxEntry, type OutboxEntry } from './outboxEntry';
import { RETRIED, attention, type OutboxStorage } from './outboxStorage';

/** The last seq given to a device, in keyValues: seqs stay increasing after entries are deleted. */
const seqKey = (deviceId: string) => `outboxSeq:${deviceId}`;

/** Damaged rows are shown as attention entries; this writes that status so counts agree. */
function readRows(db: FolioDatabase, raw: unknown[]): OutboxEntry[] {
  return raw.map((row) => {
    const { entry, damaged } = readOutboxRow(row);
    if (damaged && Number.isInteger(entry.id)) {
      console.warn(`Outbox entry ${entry.id} is damaged; it is kept in "needs attention".`);
      void db.outbox.update(entry.id, attention(entry.lastError!)).catch(() => undefined);
    }
    return entry;
  });
}

/** The production outbox: the Dexie table, one transaction per operation, strict durability. */
export function dexieOutboxStorage(database: () => FolioDatabase = folioDatabase): OutboxStorage {
  const inDb = <T>(work: (db: FolioDatabase) => Promise<T>) => withDatabase(work, database());

  const nextSeq = async (db: FolioDatabase, deviceId: string) => {
    const stored = await db.keyValues.get(seqKey(deviceId));
    const seq = (typeof stored?.value === 'number' ? stored.value : 0) + 1;
    await db.keyValues.put({ key: seqKey(deviceId), value: seq, updatedAt: Date.now() });
    return seq;
  };

  return {
    add: (draft: NewOutboxEntry) =>
      inDb((db) =>
        db.transaction('rw', db.outbox, db.keyValues, async () => {
          const seq = await nextSeq(db, draft.deviceId);
          const row = { ...draft, seq, status: 'pending' as const, attempts: 0, nextAttemptAt: 0 };
          const id = await db.outbox.add(row as OutboxEntry);
          return { ...row, id };
        }),
      ),
    pending: (limit) =>
      inDb(async (db) => readRows(db, await db.outbox.where('status').equals('pending').limit(limit).toArray()).filter((entry) => entry.status === 'pending')),
    all: () => inDb(async (db) => readRows(db, await db.outbox.toArray())),
    update: (id, changes) => inDb(async (db) => (await db.outbox.update(id, changes)) === 1),
    remove: (id) => inDb((db) => db.outbox.delete(id)),
    retry: (id, deviceId) =>
      inDb((db) =>
        db.transaction('rw', db.outbox, db.keyValues, async () => {
          const row = await db.outbox.get(id);
          if (!row) return false;
          const adopted = row.deviceId === deviceId ? {} : { deviceId, seq: await nextSeq(db, deviceId) };
          await db.outbox.update(id, { ...RETRIED, ...adopted });
          return true;
        }),
      ),
  };
}
