import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO, LISTER } from './support';

/**
 * `npm start` is `npm run build` then `tsx server/main.ts`. The build has just run (npm test builds
 * before this suite), so this starts the real entry point on an empty data folder, as a fresh
 * clone would, and signs in with each demo account it prints.
 */
const PORT = 8392;
let server: ChildProcess;
let output = '';
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'folio-start-'));
  // Node itself rather than npx, so that stopping it stops the server (npx does not pass signals on).
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), FOLIO_DATA_DIR: dataDir, FOLIO_LOG_LEVEL: 'warn' },
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 40_000 }).toContain('Folio is running at');
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

test('the server started on an empty database seeds the demo accounts, prints them, and they sign in', async ({ page }) => {
  expect(output).toContain(`Folio is running at http://localhost:${PORT} (database: PGlite in ${dataDir}; jobs worked in this process)`);
  for (const account of [DEMO, LISTER, ADMIN]) expect(output).toMatch(new RegExp(`${account.email}\\s+${account.password}`));

  await page.goto(`http://localhost:${PORT}/login`);
  await page.getByLabel('Email').fill(LISTER.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(LISTER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(LISTER.email);

  await page.goto(`http://localhost:${PORT}/admin-panel/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
});
