import type { StockSku } from '../../../src/contract';
import { boundsProblem, lineError, type ImportField, type ImportRow, type LineError } from '../../../src/contract/inventory';
import { timeSlicer } from '../../eventLoop/timeSlices';

/**
 * What a checked file changes, SKU by SKU, against the stock as it is now: only the fields that
 * differ, so importing the file an export wrote changes nothing, and an edited file changes what
 * was edited. A row meets the rules no single row can know: a SKU twice, a SKU that is not the
 * seller's, a min above the max the SKU keeps when the file holds only one of them.
 */

/** One SKU's writes; undefined leaves a field as it is, '' clears a note or location. */
export interface SkuChange {
  sku: string;
  price?: number;
  bounds?: { minPrice: number | null; maxPrice: number | null };
  note?: string;
  location?: string;
}

export interface ChangePlan {
  changes: SkuChange[];
  unchanged: number;
  counts: { price: number; bounds: number; note: number; location: number };
  errors: LineError[];
  errorCount: number;
}

export interface PlanInput {
  fields: readonly ImportField[];
  rows: readonly ImportRow[];
  /** The seller's merged stock by SKU. */
  stockOf: (sku: string) => StockSku | undefined;
  /** SKUs that are not stock yet but may be named (a lister book's location), with what "unknown" means. */
  alsoKnown?: ReadonlySet<string>;
  unknownWhy: string;
  locations: ReadonlyMap<string, string>;
  errorsKept: number;
}

/** In time slices: a file of 100,000 rows is planned beside other sellers' requests. */
export async function planChanges({ fields, rows, stockOf, alsoKnown, unknownWhy, locations, errorsKept }: PlanInput): Promise<ChangePlan> {
  const plan: ChangePlan = { changes: [], unchanged: 0, counts: { price: 0, bounds: 0, note: 0, location: 0 }, errors: [], errorCount: 0 };
  const fail = (line: number, message: string) => {
    plan.errorCount += 1;
    if (plan.errors.length < errorsKept) plan.errors.push(lineError(line, `${message}.`));
  };
  const lineOfSku = new Map<string, number>();
  const has = (field: ImportField) => fields.includes(field);
  const slicer = timeSlicer();

  for (const { line, sku, values } of rows) {
    await slicer.pause();
    const earlier = lineOfSku.get(sku);
    if (earlier !== undefined) {
      fail(line, `SKU ${sku} is also on line ${earlier}: a file names each SKU once`);
      continue;
    }
    lineOfSku.set(sku, line);
    const stock = stockOf(sku);
    if (!stock && !alsoKnown?.has(sku)) {
      fail(line, `SKU ${sku} ${unknownWhy}`);
      continue;
    }
    const change: SkuChange = { sku };
    if (stock && has('price') && values.price !== stock.price) change.price = values.price!;
    if (stock && (has('minPrice') || has('maxPrice'))) {
      const minPrice = has('minPrice') ? values.minPrice! : stock.minPrice;
      const maxPrice = has('maxPrice') ? values.maxPrice! : stock.maxPrice;
      const problem = boundsProblem(minPrice, maxPrice);
      if (problem) {
        fail(line, has('minPrice') && has('maxPrice') ? problem : `${problem} (the SKU's own ${has('minPrice') ? 'max' : 'min'})`);
        continue;
      }
      if (minPrice !== stock.minPrice || maxPrice !== stock.maxPrice) change.bounds = { minPrice, maxPrice };
    }
    // Notes compare without the spaces around them, as the file's reader takes them.
    if (stock && has('note') && (values.note ?? null) !== (stock.note?.trim() || null)) change.note = values.note ?? '';
    if (has('location') && (values.location ?? null) !== (locations.get(sku) ?? null)) change.location = values.location ?? '';

    if (change.price !== undefined) plan.counts.price += 1;
    if (change.bounds !== undefined) plan.counts.bounds += 1;
    if (change.note !== undefined) plan.counts.note += 1;
    if (change.location !== undefined) plan.counts.location += 1;
    if (Object.keys(change).length > 1) plan.changes.push(change);
    else plan.unchanged += 1;
  }
  return plan;
}
