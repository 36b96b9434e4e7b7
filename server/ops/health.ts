import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { appliedMigrations, knownMigrations } from '../db/migrationJournal';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /ready answers 503, so the load balancer sends this instance no new requests (ops/shutdown.ts). */
    stopBeingReady(): void;
  }
}

/** A database that has not answered in this long is as good as down for a load balancer. */
const DATABASE_CHECK_MS = 2000;

export type ReadinessProblem = 'stopping' | 'database' | 'migrations';

const withinTime = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/**
 * `/health` says the process lives (it answers without touching the database); `/ready` that this
 * instance should get requests: the database answers, it has every migration this server knows, and
 * the instance is not shutting down. Both are for load balancers and orchestrators, outside the API
 * (no session, no envelope), and stay out of the access log, which they would otherwise fill.
 */
export function installHealthRoutes(app: FastifyInstance, db: Database) {
  let stopping = false;
  // Migrations are never undone under a running server: once complete, the check is not repeated.
  let migrationsComplete = false;
  app.decorate('stopBeingReady', () => void (stopping = true));

  const problemOf = async (): Promise<ReadinessProblem | undefined> => {
    if (stopping) return 'stopping';
    try {
      await withinTime(db.execute(sql`select 1`), DATABASE_CHECK_MS);
      if (!migrationsComplete) {
        const [applied, known] = await Promise.all([appliedMigrations(db), knownMigrations()]);
        migrationsComplete = applied.count >= known.length;
      }
    } catch {
      return 'database';
    }
    return migrationsComplete ? undefined : 'migrations';
  };

  const quiet = { logLevel: 'warn' as const };
  app.get('/health', quiet, (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'alive' }));
  app.get('/ready', quiet, async (_request, reply) => {
    const problem = await problemOf();
    reply.header('Cache-Control', 'no-store');
    return problem ? reply.status(503).send({ status: 'not ready', problem }) : reply.send({ status: 'ready' });
  });
}
