/**
 * The e2e server's clock, which a test may move forward to see options expire and void windows
 * close, then put back. Only the e2e harness has it: `npm start` runs on the real time. The suite
 * runs one test at a time, so a moved clock is seen by that test alone once it puts it back.
 */
import { createServer, type Server } from 'node:http';

/** Clear of the e2e port, the applied-writes window (e2e + 10) and start.spec's server (e2e + 1). */
export const serverClockPort = (e2ePort: number) => e2ePort + 11;

export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setOffset: (ms: number) => void (offsetMs = ms),
  };
}

/** POST /?offsetMs=N sets how far ahead of the real time the server's clock runs. */
export function serveClock(clock: ReturnType<typeof movableClock>, port: number): Server {
  const server = createServer((request, response) => {
    const offset = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('offsetMs'));
    if (request.method !== 'POST' || !Number.isFinite(offset)) return void response.writeHead(400).end();
    clock.setOffset(offset);
    response.writeHead(204).end();
  });
  return server.listen(port, '127.0.0.1');
}

/** From a test: run the server's clock this far ahead (0 puts it back). */
export async function setServerClockOffset(offsetMs: number) {
  const port = serverClockPort(Number(process.env.FOLIO_E2E_PORT ?? 8391));
  const reply = await fetch(`http://127.0.0.1:${port}/?offsetMs=${offsetMs}`, { method: 'POST' });
  if (reply.status !== 204) throw new Error(`the e2e server's clock did not move (${reply.status})`);
}
