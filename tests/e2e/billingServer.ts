/**
 * The billing spec's own server: the e2e harness (serve.ts) on a database of its own, with renewals
 * on, so that moving its clock renews, declines and freezes subscriptions without touching the
 * demo accounts every other spec relies on. It shares the main server's mail folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/** Clear of the main server's windows (e2e + 1, + 10, + 11); its own are at + 12 and + 13. */
export const billingServerPort = Number(process.env.FOLIO_E2E_PORT ?? 8391) + 2;
export const billingServerUrl = `http://localhost:${billingServerPort}`;

export async function startBillingServer(): Promise<{ stop(): Promise<void> }> {
  // Node itself rather than npx, so that stopping it stops the server (npx does not pass signals on).
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve.ts'], {
    env: { ...process.env, FOLIO_E2E_PORT: String(billingServerPort), FOLIO_E2E_RENEWALS: 'on' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => (server.exitCode === null ? output : `exited: ${output}`), { timeout: 60_000 }).toContain('e2e server at');
  return {
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
