import { ApiError, HttpError } from '~/api/errors';
import type { FolioDatabase } from '~/offline/db';
import { readHistory, updateHistoryEntry } from '~/offline/searchHistory';
import { invalidOutcome, type ScanOutcome } from './judgeScan';

/** Asks the server for a kept scan's verdict (book/stats/v3 for the device). */
export type AskVerdict = (query: { itemId: string; queryType: 'EAN'; deviceId: string }) => Promise<ScanOutcome>;

/** The server refused the code itself: asking again would get the same answer. */
const refusesTheCode = (error: unknown) => (error instanceof ApiError || error instanceof HttpError) && error.status === 400;

interface JudgeOptions {
  /** Scans whose own lookup is still in flight: judging them too would report them twice. */
  skip?: ReadonlySet<number>;
  db?: FolioDatabase;
}

/**
 * Judges the device's scans kept for the network, oldest first, each marked as judged late so
 * the seller is told what it turned out to be. A refused code becomes invalid with the server's
 * reason; any other failure (no network, a 5xx, the session or device refused) stops the run and
 * leaves the rest waiting for the next one. Returns how many still wait.
 */
export async function judgeWaitingScans(deviceId: string, ask: AskVerdict, { skip, db }: JudgeOptions = {}): Promise<number> {
  const waiting = (await readHistory(deviceId, undefined, db)).filter((entry) => entry.status === 'PENDING' && !skip?.has(entry.id)).reverse();
  for (const [index, entry] of waiting.entries()) {
    let result: ScanOutcome;
    try {
      // The kept code is already the 13-digit key; the server tells books from other goods.
      result = await ask({ itemId: entry.isbn, queryType: 'EAN', deviceId });
    } catch (error) {
      if (!refusesTheCode(error)) return waiting.length - index;
      result = invalidOutcome(error instanceof Error ? error.message : 'The code was refused.');
    }
    await updateHistoryEntry(entry.id, { ...result, judgedLate: true }, db);
  }
  return 0;
}
