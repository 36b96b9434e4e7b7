import { sql } from 'drizzle-orm';
import {
  decideGate,
  marketFor,
  profitAt,
  validateCode,
  type CatalogBook,
  type GateDecision,
  type SorterLookup,
  type SorterRule,
} from '../../../src/contract';
import type { FallbackCase, Gate, ScanSource, TriggerLimit } from '../../../src/contract';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { Marketplace } from '../../marketplace/marketplace';
import { keepSellerBooks } from '../sellerCatalog/sellerBooks';
import { loadSorterConfig, type LoadedSorterConfig } from './sorterConfig';

/**
 * The server's side of a gate decision: the seller's configuration, the marketplace lookup (no
 * longer than the seller's lookup timeout: the conveyor does not wait) and the contract's
 * decideGate, which the tablet and the machine API run too.
 */

export interface ServerDecision extends LoadedSorterConfig {
  lookup: SorterLookup;
  decision: GateDecision;
}

const NO_ANSWER = Symbol('no answer in time');

/** What looking the code up found; an unreadable code is never looked up (decideGate answers Invalid Barcode first). */
export async function lookUpCode(marketplace: Marketplace, code: string, timeoutMs: number): Promise<SorterLookup> {
  const checked = validateCode(code);
  if (!checked.valid) return { kind: 'NO_LISTING' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof NO_ANSWER>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), timeoutMs);
  });
  try {
    const book = await Promise.race([marketplace.findByCode(checked.code13), late]);
    if (book === NO_ANSWER) return { kind: 'TIMEOUT' };
    return book ? { kind: 'BOOK', book } : { kind: 'NO_LISTING' };
  } finally {
    clearTimeout(timer);
  }
}

/** Decides with the seller's configuration as it is now, or as the machine key's check just read it. */
export async function decideCode(deps: AppDeps, userId: number, code: string, preloaded?: LoadedSorterConfig): Promise<ServerDecision> {
  const loaded = preloaded ?? (await loadSorterConfig(deps, userId));
  const lookup = await lookUpCode(deps.marketplace, code, loaded.meta.settings.timeoutMs);
  if (lookup.kind === 'BOOK') await keepSellerBooks(deps, userId, [lookup.book]);
  return { ...loaded, lookup, decision: decideGate(code, lookup, loaded.config) };
}

/**
 * The analytics' money for a book a rule selected: its price at the rule's price source, and what
 * the marketplace pays out for it through the rule's channel (the profit before the seller's own
 * buy and inbound costs). Null for a book with no price there.
 */
export function ruleFigures(book: CatalogBook, rule: SorterRule, rates: LoadedSorterConfig['config']['rates']) {
  const { price } = marketFor(book, rule.priceSource);
  if (price === null) return { price: null, payout: null };
  return { price, payout: profitAt(price, book.weight, rule.channel, { buyCost: 0, inboundCost: 0 }, rates) };
}

export interface ScanRow {
  userId: number;
  scanId: string;
  code: string;
  scannedAt: Date;
  source: ScanSource;
  gate: Gate;
  fallback: FallbackCase | null;
  rule: Pick<SorterRule, 'id' | 'name'> | null;
  /** A rule id the server no longer knows (the tablet decided with an older section). */
  ruleId?: number | null;
  rejectReason: TriggerLimit | null;
  decidedOffline: boolean;
  price: number | null;
  payout: number | null;
  salesRank: number | null;
}

/**
 * Stores scans, each once: a resent scan id (the outbox retrying) changes nothing and answers
 * false. One statement for them all, calling sorter_record_scan (migration 0016), which keeps its
 * plan between calls, once a scan.
 */
export async function storeScans(db: Database, scans: readonly ScanRow[]): Promise<boolean[]> {
  const rows = scans.map(
    (scan, index) => sql`(${index}::int, ${scan.userId}::int, ${scan.scanId}::uuid, ${scan.code}::text, ${scan.scannedAt.toISOString()}::timestamptz,
      ${scan.source}::text, ${scan.gate}::text, ${scan.fallback}::text, ${scan.rule?.id ?? scan.ruleId ?? null}::int, ${scan.rule?.name ?? null}::text,
      ${scan.rejectReason}::text, ${scan.decidedOffline}::boolean, ${scan.price}::int, ${scan.payout}::int, ${scan.salesRank}::int)`,
  );
  const result = (await db.execute(sql`
    select s.i, sorter_record_scan(s.user_id, s.scan_id, s.code, s.scanned_at, s.source, s.gate, s.fallback, s.rule_id, s.rule_name,
                                   s.reject_reason, s.decided_offline, s.price, s.payout, s.sales_rank) as recorded
    from (values ${sql.join(rows, sql`, `)}) as s(i, user_id, scan_id, code, scanned_at, source, gate, fallback, rule_id, rule_name,
                                                   reject_reason, decided_offline, price, payout, sales_rank)`)) as unknown as {
    rows: { i: number; recorded: boolean }[];
  };
  const recorded = new Map(result.rows.map((row) => [Number(row.i), row.recorded]));
  return scans.map((_, index) => recorded.get(index) === true);
}

export async function storeScan(deps: Pick<AppDeps, 'db'>, scan: ScanRow): Promise<boolean> {
  return (await storeScans(deps.db, [scan]))[0]!;
}
