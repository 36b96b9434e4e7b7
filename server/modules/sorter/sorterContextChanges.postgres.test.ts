import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_CASES, sellerApi, type Gate } from '../../../src/contract';
import { sorterGates } from '../../db/schema';
import { catalogIsbn } from '../../marketplace/simulator';
import { insertMachineKey, machineHeaders } from '../../testing/sorter';
import { statementsOf } from '../../testing/statements';
import { dataOf, startTestServer, type TestServer } from '../../testing/testServer';
import { bumpSorterContext, SORTER_CONTEXT_CHANNEL } from './sorterContextChanges';

/**
 * What only PostgreSQL has: several processes on one database, and reads that run while another
 * connection's write is open. Each process's kept machine contexts (machineContextCache.ts) must
 * follow the others' writes (announced by NOTIFY, and checked by the seller's context version before
 * a kept context decides a call), and never keep what an open write may change.
 */

const saveProcess = fileURLToPath(new URL('../../testing/sorterSaveProcess.ts', import.meta.url));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Answer {
  gate: Gate;
  tag: string;
}
const ask = async (secret: string) =>
  dataOf(await server.call<Answer>(sellerApi.sorterMachine.decideV2, { query: { code: catalogIsbn(7) } }, { auth: null, headers: machineHeaders(secret), xsrf: false }));
const readsContext = (statements: string[]) => statements.some((text) => /sorter_machine_context/.test(text));

/** The answer, and whether the call had to read the key's context to give it. */
async function answerAndRead(secret: string) {
  let answer: Answer | undefined;
  const statements = await statementsOf(server.db, async () => (answer = await ask(secret)));
  return { ...answer!, read: readsContext(statements) };
}

/** Asks until `done` holds for an answer, for at most `ms`. */
async function askUntil(secret: string, done: (answer: Awaited<ReturnType<typeof answerAndRead>>) => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await answerAndRead(secret);
    if (done(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function machineSeller() {
  const seller = await server.newSeller([['SORTER', 'ACTIVE']]);
  const { secret } = await insertMachineKey(server.db, seller.userId);
  await ask(secret);
  expect(await answerAndRead(secret)).toMatchObject({ gate: 'GATE_11', read: false });
  return { seller, secret };
}

describe('kept machine contexts on PostgreSQL', () => {
  it('answers a call made while a write is open by the state before it, keeps that not, and counts the write once committed', async () => {
    const { seller, secret } = await machineSeller();
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let bumped!: () => void;
    const written = new Promise<void>((resolve) => (bumped = resolve));
    const writing = server.db.transaction(async (tx) => {
      await tx.insert(sorterGates).values({ userId: seller.userId, gate: 'GATE_11', tag: 'Committed', color: '#000000', sound: 'ding', targetType: 'NONE', full: false });
      await bumpSorterContext(tx, seller.userId);
      bumped();
      await committing;
    });
    await written;
    expect(await answerAndRead(secret)).toMatchObject({ tag: '', read: true });
    expect(await answerAndRead(secret)).toMatchObject({ tag: '', read: true });
    commit();
    await writing;
    expect(await answerAndRead(secret)).toMatchObject({ tag: 'Committed' });
    // Its commit heard, the context is kept again.
    expect(await askUntil(secret, (answer) => !answer.read)).toMatchObject({ tag: 'Committed', read: false });
  });

  it('decides the next call by a change committed on another instance whose announcement it has not heard yet', async () => {
    const { seller, secret } = await machineSeller();
    // What another instance's write leaves in the database, with its NOTIFY still on the way here.
    await server.db.transaction(async (tx) => {
      await tx.insert(sorterGates).values({ userId: seller.userId, gate: 'GATE_11', tag: 'Elsewhere', color: '#000000', sound: 'ding', targetType: 'NONE', full: false });
      await tx.execute(sql`insert into sorter_context_versions (user_id, version) values (${seller.userId}, 1)
        on conflict (user_id) do update set version = sorter_context_versions.version + 1`);
    });
    expect(await answerAndRead(secret)).toMatchObject({ tag: 'Elsewhere', read: true });
    expect(await answerAndRead(secret)).toMatchObject({ tag: 'Elsewhere', read: false });
  });

  it('keeps nothing while its listening connection is lost, and keeps again once it listens anew', async () => {
    const { secret } = await machineSeller();
    const listeners = sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${SORTER_CONTEXT_CHANNEL}`}`;
    const [listener] = ((await server.db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows;
    expect(listener).toBeDefined();
    await server.db.execute(sql`select pg_terminate_backend(${listener!.pid})`);
    const lost = await askUntil(secret, (answer) => answer.read);
    expect(lost.read).toBe(true);
    // Reconnected (half a second on), it keeps what it reads again, on a connection of its own.
    expect(await askUntil(secret, (answer) => !answer.read)).toMatchObject({ gate: 'GATE_11', read: false });
    const relistening = ((await server.db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows;
    expect(relistening.map((row) => row.pid)).not.toContain(listener!.pid);
    expect(relistening).toHaveLength(1);
  });

  it('forgets a context when another Folio process saves the seller’s configuration', async () => {
    const { seller, secret } = await machineSeller();
    // Stopped, the clock cannot let the context's time run out: only the announcement can make it read again.
    server.freezeClock();
    const typeGateMap = Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, 'GATE_5']));
    const child = spawn(process.execPath, ['--import', 'tsx', saveProcess], {
      env: {
        ...process.env,
        SAVE_DATABASE_URL: (server.database as { url?: string }).url!,
        SAVE_TOKEN: seller.token,
        SAVE_DEVICE_ID: seller.deviceId,
        SAVE_BODY: JSON.stringify({ typeGateMap, rejectBreakdown: {} }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    await new Promise((resolve) => child.on('exit', resolve));
    expect(output.trim()).toBe('saved 200');
    const heard = await askUntil(secret, (answer) => answer.gate === 'GATE_5');
    expect(heard).toMatchObject({ gate: 'GATE_5', read: true });
    expect(await answerAndRead(secret)).toMatchObject({ gate: 'GATE_5', read: false });
  }, 30_000);
});
