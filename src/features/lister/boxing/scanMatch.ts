import type { UnpackedItem } from '~/contract/lister';
import type { ScanEvent } from '~/scanning';

/**
 * What a scan names. The wedge scanner reports any fast burst of 8 or more characters, valid
 * barcode or not: an FNSKU label (10 letters and digits, not an EAN) arrives as an invalid code
 * with its raw text, and a book's barcode as a valid one with its ISBN-13.
 */
export type ScanTarget = { kind: 'fnsku'; fnsku: string } | { kind: 'isbn'; isbn13: string } | { kind: 'unknown'; text: string };

export function scanTarget(scan: Pick<ScanEvent, 'code' | 'validation'>): ScanTarget {
  if (scan.validation.valid) return { kind: 'isbn', isbn13: scan.validation.code13 };
  const text = scan.code.trim().toUpperCase();
  return /^[A-Z0-9]{10}$/.test(text) ? { kind: 'fnsku', fnsku: text } : { kind: 'unknown', text: scan.code.trim() };
}

/**
 * The item a scan means, among those still to pack. An FNSKU names one item; an ISBN may be on
 * several (one per condition): the first with units left wins, newest change first, as the list is shown.
 */
export function findScannedItem<T extends Pick<UnpackedItem, 'fnsku' | 'isbn13'>>(items: readonly T[], target: ScanTarget, unitsLeft: (item: T) => number) {
  const open = items.filter((item) => unitsLeft(item) > 0);
  if (target.kind === 'fnsku') return open.find((item) => item.fnsku.toUpperCase() === target.fnsku);
  if (target.kind === 'isbn') return open.find((item) => item.isbn13 === target.isbn13);
  return undefined;
}

/** The text to search the server with when the item is not on a loaded page. */
export function searchTextOf(target: ScanTarget): string {
  return target.kind === 'fnsku' ? target.fnsku : target.kind === 'isbn' ? target.isbn13 : target.text;
}
