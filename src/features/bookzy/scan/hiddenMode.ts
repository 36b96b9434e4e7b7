import type { ShownScan } from './shownScans';

/**
 * What a hidden-mode device may show of a scan: whether to keep the book, and the accepting
 * trigger's colour (the pile it goes on). Everything else is dropped before any component sees
 * it, so no list, card or detail on that device can show a title, rank, offers, profit or trigger
 * name, including fields added to the history later: they are not on this list.
 */
const SHOWN_IN_HIDDEN_MODE = ['id', 'deviceId', 'isbn', 'date', 'status', 'source', 'soundEvent', 'triggerColorCode', 'judgedLate'] as const;

export function inHiddenMode<T extends ShownScan>(scan: T): T {
  const kept = Object.fromEntries(SHOWN_IN_HIDDEN_MODE.filter((field) => field in scan).map((field) => [field, scan[field as keyof T]]));
  return { ...kept, triggerName: null, sr: null, profit: null, sq: null } as unknown as T;
}

