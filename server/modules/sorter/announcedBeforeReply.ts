import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * A write that changes a seller's machine context answers only once its announcement
 * (sorterContextChanges.ts) has come back to this process's own listening connection. PostgreSQL
 * hands a NOTIFY to every listening connection in the same step at commit, so by then the other
 * instances have it too, a network hop ahead of the client's next call: a conveyor's next call on
 * another instance, after the seller saw "saved", decides by the new rule. Without the wait, the
 * reply could leave before another instance had heard, and its next machine call was decided by
 * the old context (seen in the cluster test, server/cluster).
 *
 * Bounded: a write that rolled back (no announcement comes) or a process that is not listening
 * waits for nothing, and a lost announcement delays the reply ECHO_WAIT_MS at most.
 */

export const ECHO_WAIT_MS = 1_000;

/** The announcements made while handling the current request, when it is a request. */
const announcedInRequest = new AsyncLocalStorage<string[]>();
/** Announcements this process waits to hear back, each with whoever waits. */
const awaited = new Map<string, () => void>();

/** Called with each announcement this process makes while some cache of it listens. */
export function expectEcho(token: string) {
  announcedInRequest.getStore()?.push(token);
}

/** Called with each announcement this process hears. */
export function heardEcho(token: string) {
  awaited.get(token)?.();
  awaited.delete(token);
  heardBeforeWaiting.add(token);
  // Forgotten soon: only a reply being sent right now can still ask for it.
  setTimeout(() => heardBeforeWaiting.delete(token), ECHO_WAIT_MS).unref();
}
/** Announcements heard before their reply started waiting (PGlite hears before the commit returns). */
const heardBeforeWaiting = new Set<string>();

function echoOf(token: string): Promise<void> {
  if (heardBeforeWaiting.has(token)) return Promise.resolve();
  return new Promise((resolve) => awaited.set(token, resolve));
}

export function installAnnouncedBeforeReply(app: FastifyInstance) {
  // Entered once the body is read: the body's stream events would run outside an earlier context.
  app.addHook('preHandler', (_request, _reply, done) => announcedInRequest.run([], done));
  app.addHook('onSend', async (_request, reply, payload) => {
    const tokens = announcedInRequest.getStore();
    if (!tokens || tokens.length === 0 || reply.statusCode >= 400) return payload;
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ECHO_WAIT_MS)));
    await Promise.race([Promise.all(tokens.map(echoOf)), timeUp]);
    clearTimeout(timer);
    for (const token of tokens) awaited.delete(token);
    return payload;
  });
}
