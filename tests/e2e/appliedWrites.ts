/**
 * A window into the e2e server's database for the offline tests: which writes the server applied,
 * per seller. Each applied write leaves exactly one completed idempotency key, so a write sent
 * twice under one key shows once, and a write queued twice would show twice.
 */
import { createServer, type Server } from 'node:http';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { idempotencyKeys, users } from '../../server/db/schema';

/** Clear of the e2e server's port and of the one start.spec.ts gives `npm start` (e2e + 1). */
export const appliedWritesPort = (e2ePort: number) => e2ePort + 10;

export function serveAppliedWrites(db: Database, port: number): Server {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const email = url.searchParams.get('email') ?? '';
    const after = Number(url.searchParams.get('afterId') ?? 0);
    db.select({ id: idempotencyKeys.id, key: idempotencyKeys.key, status: idempotencyKeys.status })
      .from(idempotencyKeys)
      .innerJoin(users, eq(users.id, idempotencyKeys.userId))
      .where(and(eq(users.email, email), gt(idempotencyKeys.id, after)))
      .orderBy(idempotencyKeys.id)
      .then(
        (rows) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
  });
  return server.listen(port, '127.0.0.1');
}

/** From a test: the writes applied for `email` after the key row `afterId`. */
export async function appliedWrites(email: string, afterId = 0): Promise<{ id: number; key: string; status: string }[]> {
  const port = appliedWritesPort(Number(process.env.FOLIO_E2E_PORT ?? 8391));
  const reply = await fetch(`http://127.0.0.1:${port}/?email=${encodeURIComponent(email)}&afterId=${afterId}`);
  return (await reply.json()) as { id: number; key: string; status: string }[];
}
