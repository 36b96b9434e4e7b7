import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type Diagnostics } from '../../../src/contract';
import { stockReportJob } from '../reports/reportJob';
import { dataOf, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

const api = adminApi.diagnostics;
let server: TestServer;
let admin: AdminAuth;

// A database address with a password and keys: none may reach the page.
const SECRET_URL = 'postgres://folio:s3cret-Passw0rd@db.internal:5432/folio';
const SECRET_KEY = 'ab'.repeat(32);

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: SECRET_URL, credentialsKey: SECRET_KEY });
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const read = async () => dataOf(await server.call<Diagnostics>(api.read, {}, { auth: admin }));

describe('diagnostics', () => {
  it('names the database it runs on, its version, and the migrations applied of those the server knows', async () => {
    const { database } = await read();
    expect(database.kind).toBe(server.driver === 'pglite' ? 'PGLITE' : 'POSTGRESQL');
    expect(database.serverVersion).toMatch(/^\d+(\.\d+)?/);
    expect(database.pgliteVersion === null).toBe(server.driver === 'postgres');
    const journal = JSON.parse(readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { tag: string }[] };
    expect(database.migrations).toMatchObject({ applied: journal.entries.length, known: journal.entries.length, latest: journal.entries.at(-1)!.tag });
  });

  it('counts the jobs waiting per queue and lists the last failed ones with their message', async () => {
    const before = (await read()).jobs.queues.find((queue) => queue.name === stockReportJob.name)!;
    const boss = server.app.jobs.boss;
    // Keys of their own: the queue keeps one waiting job per key.
    await boss.send(stockReportJob.name, { waiting: true }, { singletonKey: 'diagnostics-waiting' });
    const failing = (await boss.send(stockReportJob.name, { failing: true }, { retryLimit: 0, singletonKey: 'diagnostics-failing' }))!;
    await boss.fail(stockReportJob.name, failing, { message: 'The marketplace did not answer\n    at stack line' });

    const { jobs } = await read();
    expect(jobs.queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['billing-renewals', stockReportJob.name]));
    const queue = jobs.queues.find((candidate) => candidate.name === stockReportJob.name)!;
    expect(queue).toMatchObject({ waiting: before.waiting + 1, failed: before.failed + 1, oldestWaitingSince: expect.any(String) });
    expect(jobs.lastFailed[0]).toMatchObject({ id: failing, name: stockReportJob.name, retries: 0, message: 'The marketplace did not answer' });
  });

  it('tells the version, uptime, clock and the simulators, and never a secret of the configuration', async () => {
    const reply = await server.call<Diagnostics>(api.read, {}, { auth: admin });
    const diagnostics = dataOf(reply);
    const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    expect(diagnostics.server).toMatchObject({ version, node: process.version, clockOffsetSeconds: 0 });
    expect(diagnostics.server.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(diagnostics.marketplace).toEqual({ simulator: true, dataVersion: expect.stringMatching(/^sim-/), catalogSize: server.config.catalogSize });
    expect(diagnostics.payments.cards).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(reply.body);
    for (const secret of ['s3cret-Passw0rd', 'db.internal', SECRET_KEY]) expect(text).not.toContain(secret);
  });
});
