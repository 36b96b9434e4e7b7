import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { isoDateTime } from '../fields';

/**
 * The staff's diagnostics page (spec 2.3 misc/sv-test): what runs, on what, and whether its work
 * is keeping up. Nothing of the configuration is sent: no database address, password or key.
 */

export const DIAGNOSTICS_FAILED_JOBS = 10;

export const diagnosticsSchema = z.object({
  server: z.object({
    /** package.json's version (the build's, when the app was built). */
    version: z.string(),
    /** The git commit the app was built from; null when the build did not know it. */
    commit: z.nullable(z.string()),
    builtAt: z.nullable(isoDateTime),
    node: z.string(),
    startedAt: isoDateTime,
    uptimeSeconds: z.int(),
    /** The server's clock, which the simulators follow too; the offset from this machine's time (a moved test clock). */
    clock: isoDateTime,
    clockOffsetSeconds: z.int(),
  }),
  database: z.object({
    kind: z.enum(['PGLITE', 'POSTGRESQL']),
    /** The PostgreSQL version it speaks (PGlite embeds one). */
    serverVersion: z.string(),
    pgliteVersion: z.nullable(z.string()),
    /** Applied of those this server knows, and the latest applied (its file's tag). */
    migrations: z.object({ applied: z.int(), known: z.int(), latest: z.nullable(z.string()) }),
  }),
  jobs: z.object({
    /** Every kind of job the server runs, with those waiting (queued or to retry), running and failed. */
    queues: z.array(z.object({ name: z.string(), waiting: z.int(), active: z.int(), failed: z.int(), oldestWaitingSince: z.nullable(isoDateTime) })),
    /** The latest failed jobs, newest first, with the error's message (never the job's data). */
    lastFailed: z.array(z.object({ id: z.string(), name: z.string(), failedAt: z.nullable(isoDateTime), retries: z.int(), message: z.nullable(z.string()) })),
  }),
  marketplace: z.object({ simulator: z.boolean(), dataVersion: z.string(), catalogSize: z.int() }),
  payments: z.object({
    /** Cards the payment simulator holds, and its charges by outcome. */
    cards: z.int(),
    charges: z.array(z.object({ status: z.string(), count: z.int() })),
    lastChargeAt: z.nullable(isoDateTime),
  }),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;

export const adminDiagnosticsApi = {
  read: adminEndpoint({
    method: 'GET',
    path: 'management/diagnostics',
    summary: 'Server version, database, migrations, job queues with the last failed jobs, the simulators and uptime',
    reply: diagnosticsSchema,
  }),
};
