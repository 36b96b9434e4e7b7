import { z } from 'zod/mini';
import { text } from '../fields';
import { IMPORT_FIELDS } from './fields';

/** What sending a checked file takes, and what the server answers (inventory import and locations upload alike). */

/** Characters of the rows' text: 200,000 rows of about 200 characters. */
export const IMPORT_ROWS_TEXT_MAX = 40_000_000;

const distinctFields = z.refine<string[]>((fields) => new Set(fields).size === fields.length, { error: 'names a field twice' });

export const importBodySchema = z.object({
  /** The fields the file holds, in the order each row carries their values. */
  fields: z
    .array(z.enum(IMPORT_FIELDS, { error: `must be one of ${IMPORT_FIELDS.join(', ')}` }))
    .check(z.minLength(1, { error: 'must name at least one field' }), distinctFields),
  /** One JSON array a line: [line, sku, ...values] (wire.ts). */
  rows: text().check(z.maxLength(IMPORT_ROWS_TEXT_MAX, { error: `must have at most ${IMPORT_ROWS_TEXT_MAX} characters` })),
  /** True: check the file against the stock and count what would change, writing nothing. */
  check: z._default(z.boolean({ error: 'must be true or false' }), false),
});
export type ImportBody = z.input<typeof importBodySchema>;

export const lineErrorSchema = z.object({ line: z.int(), message: z.string() });

export const importSummarySchema = z.object({
  /** Rows in the file. */
  rows: z.int(),
  /** SKUs the file changes, and those it leaves as they are. */
  changed: z.int(),
  unchanged: z.int(),
  /** SKUs whose price, bounds (min or max), note or location change. */
  changes: z.object({ price: z.int(), bounds: z.int(), note: z.int(), location: z.int() }),
  /** False for a check, which writes nothing; true for an import (which may have found nothing to change). */
  applied: z.boolean(),
  /** A check's mistakes, at most DECODE_ERRORS_KEPT of them, each naming its line; an import with any is refused (400). */
  errors: z.array(lineErrorSchema),
  errorCount: z.int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
