import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';

const ITEMS = 20_000;
const workerScript = fileURLToPath(new URL('../testing/toyRunWorker.ts', import.meta.url));
const target = inject('testDatabase');
let folder: string;
let postgres: (DatabaseHandle & { url?: string }) | undefined;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'folio-killed-worker-'));
  if (target.driver === 'postgres') postgres = await openTestDatabase();
});
afterAll(async () => {
  await postgres?.close();
  await rm(folder, { recursive: true, force: true });
});

/** A worker process on the test's database; `until` sees each line it prints and may end it with SIGKILL. */
function runWorker(env: Record<string, string>, until: (line: string, kill: () => void) => void) {
  const databaseEnv = postgres ? { TOY_DATABASE_URL: postgres.url! } : { TOY_PGLITE_DIR: path.join(folder, 'data') };
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: { ...process.env, ...databaseEnv, TOY_ITEMS: String(ITEMS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output += `${line}\n`;
      until(line, () => child.kill('SIGKILL'));
    }
  });
  return new Promise<{ output: string; errors: string; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (_code, signal) => resolve({ output, errors, signal }));
  });
}

it('finishes a run after its worker is killed with SIGKILL mid-run, each item applied once', async () => {
  const started = Date.now();
  let killedAfter = 0;
  const first = await runWorker(target.driver === 'pglite' ? { TOY_TEMPLATE_FILE: target.templateFile } : {}, (line, kill) => {
    const applied = /^applying (\d+)$/.exec(line);
    if (applied && Number(applied[1]) >= ITEMS / 4 && !killedAfter) {
      killedAfter = Number(applied[1]);
      kill();
    }
  });
  expect(first.signal, first.errors).toBe('SIGKILL');
  const runId = /^run (\d+)$/m.exec(first.output)![1]!;
  const killedAt = Date.now();

  const second = await runWorker({ TOY_RUN_ID: runId }, () => undefined);
  // Counted by the worker itself: opening the PGlite folder again here would add seconds.
  expect(second.output, second.errors).toContain(`finished DONE ${ITEMS}, applied ${ITEMS} rows of ${ITEMS} items`);
  const resumedFrom = Number(/^applying (\d+)$/m.exec(second.output)![1]);
  expect(resumedFrom).toBeGreaterThan(killedAfter - 200);
  console.log(
    `kill -9 (${target.driver}): killed after item ${killedAfter} at ${killedAt - started} ms, the next worker resumed at ${resumedFrom - 199} and finished in ${Date.now() - killedAt} ms`,
  );
  // Two processes each start tsx and a database: about 20 s on a busy 2-core machine, the run itself 3 s.
}, 90_000);
