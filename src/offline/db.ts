import Dexie, { type Table } from 'dexie';

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

  constructor(name = 'folio') {
    super(name);
    this.version(1).stores({ keyValues: 'key' });
  }
}

let database: FolioDatabase | undefined;

export function folioDatabase(): FolioDatabase {
  database ??= new FolioDatabase();
  return database;
}
