import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allJobs } from '../../server/allJobs';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { defaultConfig, type AppConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import type { Clock } from '../../server/deps';
import type { AppJobQueue } from '../../server/jobs/queueInterface';
import { prepareDatabase } from '../../server/db/prepare';
import type { SeedOptions } from '../../server/db/seed';
import { TEST_LIMITS } from '../../server/testing/testLimits';

export interface RunningServer {
  url: string;
  /** The server's database, for harnesses that check what reached it. */
  db: Database;
  /** The server's job queue, for harnesses that run a job now (the e2e clock's renewal sweep). */
  jobs: AppJobQueue;
  close(): Promise<void>;
}

/**
 * The real server, as `npm start` runs it, on a fresh PGlite database in a temporary folder with
 * the demo accounts, listening on a free port. Serves the built app from dist/. `marketplace`
 * replaces the one the configuration names (a harness tuning the adapter's polling for its fake).
 */
export async function startAppServer(
  overrides: Partial<AppConfig> = {},
  port = 0,
  clock?: Clock,
  seed: SeedOptions = {},
  marketplace?: BuildAppOptions['marketplace'],
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-e2e-'));
  const database = await prepareDatabase({ driver: 'pglite', dataDir }, seed);
  // Every browser of a suite signs up and in from 127.0.0.1: one address's limits would trip mid-suite.
  const config = { ...defaultConfig(), distDir: path.resolve('dist'), dataDir, ...TEST_LIMITS, ...overrides };
  // As npm start: the job queue works its jobs (repricing runs) in the server's process.
  const app = await buildApp({ config, db: database.db, queueDatabase: { ...database, jobs: allJobs }, ...(clock ? { clock } : {}), ...(marketplace ? { marketplace } : {}) });
  const address = await app.listen({ port, host: '127.0.0.1' });
  return {
    // "localhost" rather than 127.0.0.1: browsers treat it as a secure origin, as service workers need.
    url: `http://localhost:${new URL(address).port}`,
    db: database.db,
    jobs: app.jobs,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
