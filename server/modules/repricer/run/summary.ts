import type { RepricerRun, ResultState } from '../../../../src/contract';
import type { Run } from '../../../jobs/processInBatches';

/** What a repricing run keeps in runs.summary as it goes. */
export interface RepricerRunSummary {
  /** The moment whose market the whole run prices against, fixed when the run is started. */
  marketAt: string;
  /** SKUs applied per result state so far; advanced with each batch in its transaction. */
  counts: Partial<Record<ResultState, number>>;
  circuitBreaker: RepricerRun['circuitBreaker'];
  /** How long phase 1 (offers and pricing in memory) took in the attempt that applied the rest. */
  priceMs?: number;
}

export const REPRICE_RUN_KIND = 'REPRICE';

export const summaryOf = (run: Run): RepricerRunSummary => run.summary as RepricerRunSummary;

export function runView(run: Run): RepricerRun {
  const summary = summaryOf(run);
  return {
    id: run.id,
    state: run.state,
    total: run.total,
    done: run.done,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    counts: summary?.counts ?? {},
    circuitBreaker: summary?.circuitBreaker ?? null,
    error: run.error,
  };
}
