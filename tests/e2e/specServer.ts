/**
 * A spec's own server beside the suite's main one: a harness script run by Node on a port of its
 * own, ready once it prints `readyLine`. The billing spec's server (renewals on) and the Selling
 * Partner API spec's (the adapter on a fake marketplace) start this way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

export interface SpecServer {
  stop(): Promise<void>;
}

export async function startSpecServer(script: string, env: Record<string, string>, readyLine: string): Promise<SpecServer> {
  // Node itself rather than npx, so that stopping it stops the server (npx does not pass signals on).
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => (server.exitCode === null ? output : `exited: ${output}`), { timeout: 60_000 }).toContain(readyLine);
  return {
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
