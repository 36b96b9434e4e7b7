import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId } from '../fields';
import { RESULT_STATES } from './codes';

/** A repricing run's life: queued on the job queue, running in batches, then done, paused or failed. */
export const REPRICER_RUN_STATES = ['QUEUED', 'RUNNING', 'PAUSED', 'DONE', 'FAILED'] as const;
export type RepricerRunState = (typeof REPRICER_RUN_STATES)[number];

/** Why a run paused before changing any price: the circuit breaker saw too many sharp drops at once. */
export const circuitBreakerTripSchema = z.object({
  /** Percent of the run's SKUs that would have dropped sharply. */
  sharePercent: z.number(),
  maxSharePercent: z.int(),
  dropPercent: z.int(),
  /** How many SKUs would have dropped by more than dropPercent. */
  sharpDrops: z.int(),
});

export const repricerRunSchema = z.object({
  id: z.int(),
  state: z.enum(REPRICER_RUN_STATES),
  /** SKUs the run prices; null until it has counted them. */
  total: z.nullable(z.int()),
  done: z.int(),
  createdAt: isoDateTime,
  startedAt: z.nullable(isoDateTime),
  finishedAt: z.nullable(isoDateTime),
  /** SKUs per result state so far. */
  counts: z.partialRecord(z.enum(RESULT_STATES), z.int()),
  /** Set when the circuit breaker paused the run. */
  circuitBreaker: z.nullable(circuitBreakerTripSchema),
  error: z.nullable(z.string()),
});
export type RepricerRun = z.infer<typeof repricerRunSchema>;

const products = ['REPRICER'] as const;

/**
 * Repricing runs (not named by the spec, which shows only their results): a seller starts one for
 * every active group; it runs as a job and the screens follow its progress.
 */
export const repricerRunsApi = {
  start: sellerEndpoint({
    method: 'POST',
    path: 'repricer/run',
    summary: "Start repricing the seller's active groups now (a run already queued or running is answered instead)",
    products,
    reply: repricerRunSchema,
  }),
  latest: sellerEndpoint({
    method: 'GET',
    path: 'repricer/run/latest',
    summary: "The seller's latest repricing run, or null before the first",
    products,
    reply: z.nullable(repricerRunSchema),
  }),
  read: sellerEndpoint({
    method: 'GET',
    path: 'repricer/run/:id',
    summary: 'One repricing run with its progress',
    products,
    params: z.object({ id: recordId }),
    reply: repricerRunSchema,
  }),
};
