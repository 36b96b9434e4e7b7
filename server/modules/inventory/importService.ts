import {
  DECODE_ERRORS_KEPT,
  importRowsDecoder,
  type DecodedRows,
  type ImportField,
  type ImportSummary,
  type LineError,
} from '../../../src/contract/inventory';
import type { AppDeps } from '../../deps';
import { forEachInSlices } from '../../eventLoop/timeSlices';
import { invalidInput } from '../../http/appError';
import { stockIndexOf } from '../stock/stockSource';
import { applyChanges } from './applyChanges';
import { listerSkusOf, locationsOf } from './locations';
import { planChanges, type ChangePlan } from './planChanges';

/**
 * An inventory file or a locations file, checked again here from scratch (the browser's check is a
 * convenience, never trusted) and then, unless the body asks only for a check, written whole or not
 * at all. A check answers the file's mistakes as data; an import with any mistake is a 400 whose
 * sentence names each mistake's line (the screen lists them as it lists its own).
 */

export type ImportScope = 'inventory' | 'locations';
export interface ImportRequest {
  fields: readonly ImportField[];
  rows: string;
  check: boolean;
}

/** Errors named in a 400's sentence; the rest are counted. */
const ERRORS_IN_SENTENCE = 20;

export function fileRefusal(errors: readonly LineError[], errorCount: number) {
  const named = errors.slice(0, ERRORS_IN_SENTENCE).map((error) => error.message.replace(/\.$/, '').replaceAll('; ', ', '));
  const more = errorCount - named.length;
  return invalidInput(`file has errors: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`);
}

const summaryOf = (rows: number, plan: Pick<ChangePlan, 'changes' | 'unchanged' | 'counts'>, applied: boolean): ImportSummary => ({
  rows,
  changed: plan.changes.length,
  unchanged: plan.unchanged,
  changes: plan.counts,
  applied,
  errors: [],
  errorCount: 0,
});

const nothingPlanned = { changes: [], unchanged: 0, counts: { price: 0, bounds: 0, note: 0, location: 0 } };

function refused(body: ImportRequest, rows: number, errors: LineError[], errorCount: number): ImportSummary {
  if (!body.check) throw fileRefusal(errors, errorCount);
  return { ...summaryOf(rows, nothingPlanned, false), errors, errorCount };
}

/** decodeImportRows in time slices: a file of 100,000 rows is read beside other sellers' requests. */
async function decodeInSlices(fields: readonly ImportField[], text: string): Promise<DecodedRows> {
  const decoder = importRowsDecoder(fields, text);
  if (decoder.refusal) return decoder.refusal;
  await forEachInSlices(decoder.lines, (_line, index) => decoder.decodeLine(index));
  return decoder.result();
}

export async function importFile(deps: AppDeps, sellerId: number, body: ImportRequest, scope: ImportScope): Promise<ImportSummary> {
  const decoded = await decodeInSlices(body.fields, body.rows);
  if (!decoded.ok) return refused(body, decoded.count, decoded.errors, decoded.errorCount);
  if (decoded.rows.length === 0) return refused(body, 0, [{ line: 0, message: 'The file has no rows.' }], 1);

  const index = await stockIndexOf(deps, sellerId);
  const skus = decoded.rows.map((row) => row.sku);
  const plan = await planChanges({
    fields: body.fields,
    rows: decoded.rows,
    stockOf: (sku) => {
      const row = index.rowOfSku.get(sku);
      return row === undefined ? undefined : index.rows[row];
    },
    ...(scope === 'locations'
      ? { alsoKnown: await listerSkusOf(deps.db, sellerId), unknownWhy: 'is not in your stock or in any of your lister sessions' }
      : { unknownWhy: 'is not in your stock' }),
    locations: body.fields.includes('location') ? await locationsOf(deps.db, sellerId, skus) : new Map(),
    errorsKept: DECODE_ERRORS_KEPT,
  });
  if (plan.errorCount > 0) return refused(body, decoded.rows.length, plan.errors, plan.errorCount);
  if (!body.check && plan.changes.length > 0) await applyChanges(deps.db, sellerId, deps.clock(), plan.changes);
  return summaryOf(decoded.rows.length, plan, !body.check);
}
