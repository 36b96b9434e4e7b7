import { z } from 'zod/mini';
import { catalogBookSchema, type CatalogBook } from '~/contract/bookzy/catalog';
import { CATALOG_COVERAGES, type CatalogSnapshotPage } from '~/contract/bookzy/stats';
import { folioDatabase, type FolioDatabase } from './db';
import { guardedWrite, withDatabase } from './databaseAccess';
import { useSafeLiveQuery } from './liveRead';

const META_KEY = 'catalogSnapshot';

const snapshotMetaSchema = z.object({
  version: z.string(),
  /** Absent in a snapshot stored before Folio said: those were all the marketplace's catalog. */
  coverage: z.optional(z.enum(CATALOG_COVERAGES)),
  totalBooks: z.int(),
  /** When the last page was saved, ms. */
  downloadedAt: z.number(),
  /** Every page of this version is stored: offline verdicts may rely on it. */
  complete: z.boolean(),
  /** The page to fetch next when the download resumes. */
  nextPage: z.int(),
  /** The seller stopped the download: it resumes when they ask, not by itself. */
  stoppedBySeller: z.optional(z.boolean()),
});
export type SnapshotMeta = z.infer<typeof snapshotMetaSchema>;

async function readMeta(db: FolioDatabase): Promise<SnapshotMeta | undefined> {
  const parsed = snapshotMetaSchema.safeParse((await db.keyValues.get(META_KEY))?.value);
  return parsed.success ? parsed.data : undefined;
}

export const readSnapshotMeta = (db?: FolioDatabase) => withDatabase(readMeta, db);

/**
 * Stores one downloaded page and the progress in one transaction, so a dropped download resumes
 * at `nextPage`. A page of a new version replaces the old snapshot: at page 0 it starts the new
 * one; a later page means the data changed mid-download, so it restarts (nextPage 0).
 */
export function saveCatalogPage(page: CatalogSnapshotPage, now = Date.now(), db?: FolioDatabase): Promise<SnapshotMeta> {
  return guardedWrite(
    'the offline catalog',
    (db) =>
      db.transaction('rw', db.catalogBooks, db.keyValues, async () => {
        const stored = await readMeta(db);
        const fresh = stored?.version !== page.version;
        if (fresh) await db.catalogBooks.clear();
        const restart = fresh && page.page !== 0;
        if (!restart) await db.catalogBooks.bulkPut(page.books);
        const meta: SnapshotMeta = {
          version: page.version,
          coverage: page.coverage,
          totalBooks: page.totalBooks,
          downloadedAt: now,
          complete: !restart && page.page + 1 >= page.pageCount,
          nextPage: restart ? 0 : page.page + 1,
        };
        await db.keyValues.put({ key: META_KEY, value: meta, updatedAt: now });
        return meta;
      }),
    db,
  );
}

/** The seller cancelled the download: what is stored stays, and only the seller resumes it. */
export function markSnapshotStopped(now = Date.now(), db?: FolioDatabase): Promise<void> {
  return guardedWrite(
    'the offline catalog',
    (db) =>
      db.transaction('rw', db.keyValues, async () => {
        const meta = await readMeta(db);
        if (meta && !meta.complete) await db.keyValues.put({ key: META_KEY, value: { ...meta, stoppedBySeller: true }, updatedAt: now });
      }),
    db,
  );
}

/** A stored book, checked: a damaged row counts as not in the snapshot. */
function checked(row: unknown): CatalogBook | undefined {
  const parsed = catalogBookSchema.safeParse(row);
  if (!parsed.success && row !== undefined) console.warn('A damaged catalog snapshot row was skipped');
  return parsed.success ? parsed.data : undefined;
}

export const findCatalogBook = (isbn13: string, db?: FolioDatabase) => withDatabase(async (db) => checked(await db.catalogBooks.get(isbn13)), db);

export const findCatalogBookByAsin = (asin: string, db?: FolioDatabase) =>
  withDatabase(async (db) => checked(await db.catalogBooks.where('asin').equals(asin).first()), db);

export function clearCatalogSnapshot(db?: FolioDatabase): Promise<void> {
  return withDatabase((db) => db.transaction('rw', db.catalogBooks, db.keyValues, async () => {
    await db.catalogBooks.clear();
    await db.keyValues.delete(META_KEY);
  }), db);
}

/** The snapshot's state for the settings screen ("12,000 books, downloaded …"). */
export function useSnapshotMeta(db: FolioDatabase = folioDatabase()): SnapshotMeta | null | undefined {
  return useSafeLiveQuery<SnapshotMeta | null | undefined>(async () => (await readMeta(db)) ?? null, [db], undefined);
}
