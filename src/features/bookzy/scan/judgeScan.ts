import type { BookStats, BookzyDevice, MediaMailRates, Trigger } from '~/contract/bookzy';
import { verdictFor } from '~/contract/bookzy/verdict';
import type { NewSearchHistoryEntry } from '~/offline/searchHistoryEntry';
import type { CodeKind, ScanEvent } from '~/scanning';
import type { SoundEvent } from '~/sounds';

/** What a verdict rests on: the device's costs and triggers and the rates, with unsent changes. */
export interface VerdictKit {
  device: BookzyDevice;
  triggers: readonly Trigger[];
  rates: MediaMailRates;
}

export type ScanOutcome = Omit<NewSearchHistoryEntry, 'deviceId' | 'date' | 'isbn'>;

export const SOUND_OF: Record<NewSearchHistoryEntry['status'], SoundEvent> = {
  ACCEPTED: 'success',
  REJECTED: 'reject',
  NOT_FOUND: 'no way',
  INVALID: 'error',
  PENDING: 'warning',
};

const blank = { triggerName: null, triggerColorCode: null, sr: null, profit: null, sq: null, rejection: null } as const;

function outcome(status: ScanOutcome['status'], source: ScanOutcome['source'], rest: Partial<ScanOutcome> = {}): ScanOutcome {
  return { ...blank, status, source, soundEvent: SOUND_OF[status], ...rest };
}

export const invalidOutcome = (reason: string) => outcome('INVALID', 'pending', { title: reason });
/** Not answerable now: kept, and resolved when the network returns. */
export const pendingOutcome = () => outcome('PENDING', 'pending');

export function outcomeOfStats(stats: BookStats, source: ScanOutcome['source']): ScanOutcome {
  if (!stats.found || !stats.book || !stats.verdict) return outcome('NOT_FOUND', source, { title: 'Not on the marketplace' });
  const { verdict, book } = stats;
  return outcome(verdict.status, source, {
    title: book.title,
    triggerName: verdict.triggerName,
    triggerColorCode: verdict.triggerColorCode,
    sr: verdict.sr,
    profit: verdict.profit,
    sq: verdict.sq,
    rejection: verdict.rejection,
  });
}

/** The verdict from the snapshot: the same pure evaluation the server runs (src/contract). */
export function snapshotOutcome(book: NonNullable<BookStats['book']>, kit: VerdictKit): ScanOutcome {
  const verdict = verdictFor(book, kit.triggers, kit.device, kit.rates);
  return outcomeOfStats({ found: true, book, verdict }, 'snapshot');
}

const QUERY_TYPE: Record<CodeKind, 'ISBN' | 'UPC' | 'EAN'> = {
  isbn13: 'ISBN',
  isbn10: 'ISBN',
  upca: 'UPC',
  upce: 'UPC',
  ean13: 'EAN',
  ean8: 'EAN',
};

export function statsQuery(scan: ScanEvent, deviceId: string) {
  const kind = scan.validation.valid ? scan.validation.kind : 'ean13';
  return { itemId: scan.code, queryType: QUERY_TYPE[kind], deviceId };
}
