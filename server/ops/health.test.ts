import { sql, TransactionRollbackError } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startTestServer, type TestServer } from '../testing/testServer';
import { installHealthRoutes } from './health';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (app: TestServer['app'], url: string) => {
  const reply = await app.inject({ method: 'GET', url });
  return { status: reply.statusCode, body: reply.json<{ status: string; problem?: string }>(), cache: reply.headers['cache-control'] };
};

/** The same routes on their own fastify, over a database a test may change without touching the shared server's. */
const probeOn = (db: Database) => {
  const probe = Fastify();
  installHealthRoutes(probe, db);
  return probe;
};

describe('/health and /ready', () => {
  it('say the process lives and is ready when the database answers with every migration, never cached', async () => {
    expect(await get(server.app, '/health')).toEqual({ status: 200, body: { status: 'alive' }, cache: 'no-store' });
    expect(await get(server.app, '/ready')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
  });

  it('is not ready on a database that lacks a migration this server knows', async () => {
    // Inside a transaction that is rolled back: the shared server's database keeps its migrations.
    const olderDatabase = server.db.transaction(async (tx) => {
      await tx.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const probe = probeOn(tx as unknown as Database);
      expect(await get(probe, '/ready')).toMatchObject({ status: 503, body: { status: 'not ready', problem: 'migrations' } });
      tx.rollback();
    });
    await expect(olderDatabase).rejects.toThrow(TransactionRollbackError);
    expect(await get(server.app, '/ready')).toMatchObject({ status: 200 });
  });

  it('is not ready while the database does not answer, and lives all the same', async () => {
    const unreachable = { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } as unknown as Database;
    const probe = probeOn(unreachable);
    expect(await get(probe, '/ready')).toMatchObject({ status: 503, body: { problem: 'database' } });
    expect(await get(probe, '/health')).toMatchObject({ status: 200 });
  });

  it('is not ready once the instance stops being ready (a SIGTERM), while it still lives', async () => {
    server.app.stopBeingReady();
    expect(await get(server.app, '/ready')).toMatchObject({ status: 503, body: { problem: 'stopping' } });
    expect(await get(server.app, '/health')).toMatchObject({ status: 200 });
  });
});
