/**
 * The e2e server's clock, which a test may move forward to see options expire and void windows
 * close, or subscriptions renew and freeze, then put back. Only the e2e harness has it: `npm start`
 * runs on the real time. The suite runs one test at a time, so a moved clock is seen by that test
 * alone once it puts it back. After each move the harness runs what time passing sets off (the
 * billing-renewals job, serve.ts) and answers once it is done, so the test sees its result at once.
 */
import { createServer, type Server } from 'node:http';
import type { AppJobName } from '../../server/allJobs';
import type { AppJobQueue } from '../../server/jobs/queueInterface';

/** Clear of the e2e port, the applied-writes window (e2e + 10), start.spec's server (e2e + 1) and the billing server (e2e + 2). */
export const serverClockPort = (e2ePort: number) => e2ePort + 11;

export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setOffset: (ms: number) => void (offsetMs = ms),
  };
}

/** POST /?offsetMs=N sets how far ahead of the real time the server's clock runs, then waits for `afterMove`. */
export function serveClock(clock: ReturnType<typeof movableClock>, port: number, afterMove: () => Promise<void> = async () => undefined): Server {
  const server = createServer((request, response) => {
    const offset = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('offsetMs'));
    if (request.method !== 'POST' || !Number.isFinite(offset)) return void response.writeHead(400).end();
    clock.setOffset(offset);
    afterMove().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  return server.listen(port, '127.0.0.1');
}

/** Sends a job with an empty payload to the server's own queue and waits until it has been worked. */
export async function runJobNow(jobs: AppJobQueue, name: AppJobName, timeoutMs = 60_000) {
  const id = await jobs.send(name, {});
  if (!id) throw new Error(`the ${name} job was not queued`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = await jobs.boss.getJobById(name, id);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed') throw new Error(`the ${name} job failed: ${JSON.stringify(job.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the ${name} job did not finish within ${timeoutMs} ms`);
}

/**
 * From a test: run the server's clock this far ahead (0 puts it back); on a server with renewals on,
 * the renewals due by then are done when it returns. The main e2e server unless `e2ePort` names another.
 */
export async function setServerClockOffset(offsetMs: number, e2ePort = Number(process.env.FOLIO_E2E_PORT ?? 8391)) {
  const port = serverClockPort(e2ePort);
  const reply = await fetch(`http://127.0.0.1:${port}/?offsetMs=${offsetMs}`, { method: 'POST' });
  if (reply.status !== 204) throw new Error(`the e2e server's clock did not move (${reply.status}): ${await reply.text()}`);
}
