import { z } from 'zod/mini';
import { rejectionSchema } from '~/contract/bookzy/verdict';

export const HISTORY_STATUSES = ['ACCEPTED', 'REJECTED', 'PENDING', 'NOT_FOUND', 'INVALID'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];
/** Where the verdict came from: the server, the offline snapshot, or none yet (queued scan). */
export const HISTORY_SOURCES = ['online', 'snapshot', 'pending'] as const;

const searchHistorySchema = z.object({
  id: z.int(),
  /** The Bookzy device the scan was made for. */
  deviceId: z.string(),
  isbn: z.string(),
  /** When it was scanned, ms. */
  date: z.number(),
  status: z.enum(HISTORY_STATUSES),
  triggerName: z.nullable(z.string()),
  triggerColorCode: z.nullable(z.string()),
  sr: z.nullable(z.number()),
  /** Cents. */
  profit: z.nullable(z.number()),
  sq: z.nullable(z.number()),
  /**
   * Why a REJECTED scan was rejected (the verdict's figures). Optional: rows stored before reasons
   * existed have none and still read, so no new database version is needed.
   */
  rejection: z.optional(z.nullable(rejectionSchema)),
  title: z.optional(z.string()),
  source: z.enum(HISTORY_SOURCES),
  /** The sound played for it (the sounds module's event name). */
  soundEvent: z.string(),
  /**
   * Kept for the network and judged after the seller had moved on: shown to them as news, and kept
   * from the cap until they have seen it.
   */
  judgedLate: z.optional(z.boolean()),
});

/** One row of a Bookzy device's search history (spec 3.5), kept on this browser only. */
export type SearchHistoryEntry = z.infer<typeof searchHistorySchema>;
export type NewSearchHistoryEntry = Omit<SearchHistoryEntry, 'id'>;

/** A damaged row is left out of the list (and logged), never deleted: the cap trims it in time. */
export function readHistoryRows(rows: unknown[]): SearchHistoryEntry[] {
  const entries: SearchHistoryEntry[] = [];
  for (const row of rows) {
    const parsed = searchHistorySchema.safeParse(row);
    if (parsed.success) entries.push(parsed.data);
    else console.warn('A damaged search history entry was skipped', (row as { id?: unknown } | null)?.id);
  }
  return entries;
}
