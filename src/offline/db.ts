import Dexie, { type Table } from 'dexie';
import type { CatalogBook } from '~/contract/bookzy/catalog';
import type { OutboxEntry } from './outboxEntry';
import type { SearchHistoryEntry } from './searchHistoryEntry';

export interface KeyValueRow {
  key: string;
  value: unknown;
  updatedAt: number;
}

/**
 * Folio's one IndexedDB database. Each version adds stores; later features add theirs as new
 * versions here, never by changing an old one.
 */
export class FolioDatabase extends Dexie {
  keyValues!: Table<KeyValueRow, string>;
  outbox!: Table<OutboxEntry, number>;
  searchHistory!: Table<SearchHistoryEntry, number>;
  catalogBooks!: Table<CatalogBook, string>;

  constructor(name = 'folio') {
    // Strict durability for every transaction: an outbox write the app confirmed must survive a
    // power cut (ARCHITECTURE: outbox). Dexie 4 sets durability per database, not per transaction.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ keyValues: 'key' });
    this.version(2).stores({
      // id: the global order of writes; [deviceId+seq] finds a device's last sequence number.
      outbox: '++id, status, [deviceId+seq]',
      // [deviceId+date]: one Bookzy device's history newest first, and its oldest to trim.
      searchHistory: '++id, [deviceId+date]',
      catalogBooks: 'isbn13, asin',
    });
  }
}

let database: FolioDatabase | undefined;

export function folioDatabase(): FolioDatabase {
  database ??= new FolioDatabase();
  return database;
}
