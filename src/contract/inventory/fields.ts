import { LISTING_PRICE_MAX } from '../lister/fields';

/**
 * What an inventory file may change on a SKU, and the rules each value meets. The browser checks a
 * file with these before sending it; the server checks what arrives with the same rules again.
 * Money in cents; null is "none" (no bound, no note, no location).
 */

export const IMPORT_FIELDS = ['price', 'minPrice', 'maxPrice', 'note', 'location'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ImportValues {
  price?: number;
  minPrice?: number | null;
  maxPrice?: number | null;
  note?: string | null;
  location?: string | null;
}

/** One row of a file, as read: its line (for errors a person can find) and the fields the file has. */
export interface ImportRow {
  line: number;
  sku: string;
  values: ImportValues;
}

/** A mistake in a file: its 1-based line (0 for the file as a whole) and a sentence that names the line. */
export interface LineError {
  line: number;
  message: string;
}

export const lineError = (line: number, message: string): LineError => ({ line, message: line > 0 ? `Line ${line}: ${message}` : message });

/** The words a file's header and its errors use for each field. */
export const FIELD_LABELS: Record<ImportField | 'sku', string> = {
  sku: 'SKU',
  price: 'Price',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  note: 'Note',
  location: 'Location',
};

export const SKU_MAX = 100;
/** As long as a lister item's condition note, which becomes the SKU's note. */
export const NOTE_MAX = 1000;
/** A shelf, bin or box name ("A-12-3", "Garage shelf 4"): short enough for a packing slip's column. */
export const LOCATION_MAX = 40;
/** Rows in one file: a seller with more SKUs imports them in several files. */
export const IMPORT_ROWS_MAX = 200_000;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Why a value cannot be taken, or null when it can. */
export function valueProblem(field: ImportField, value: unknown): string | null {
  const label = FIELD_LABELS[field];
  switch (field) {
    case 'price':
    case 'minPrice':
    case 'maxPrice': {
      if (value === null && field !== 'price') return null;
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${label} must be an amount like 12.50${field === 'price' ? '' : ', or blank for none'}`;
      if (value < 1) return `${label} must be at least 0.01`;
      if (value > LISTING_PRICE_MAX) return `${label} must be at most ${dollars(LISTING_PRICE_MAX)}`;
      return null;
    }
    case 'note':
    case 'location': {
      if (value === null) return null;
      const max = field === 'note' ? NOTE_MAX : LOCATION_MAX;
      if (typeof value !== 'string') return `${label} must be text`;
      if (value.includes('\u0000')) return `${label} must not contain a NUL character`;
      if (field === 'location' && /[\r\n\t]/.test(value)) return `${label} must be on one line`;
      if (value.length > max) return `${label} must have at most ${max} characters (it has ${value.length})`;
      return null;
    }
  }
}

export function skuProblem(sku: unknown): string | null {
  if (typeof sku !== 'string' || sku.trim() === '') return 'SKU is required';
  if (sku.includes('\u0000')) return 'SKU must not contain a NUL character';
  if (sku.length > SKU_MAX) return `SKU must have at most ${SKU_MAX} characters`;
  return null;
}

/** Min above max, with both as they will be once the row is taken (the file's, else the SKU's own). */
export function boundsProblem(minPrice: number | null, maxPrice: number | null): string | null {
  if (minPrice === null || maxPrice === null || minPrice <= maxPrice) return null;
  return `Min price ${dollars(minPrice)} is above Max price ${dollars(maxPrice)}`;
}
