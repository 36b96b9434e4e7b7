import { ApiError, NetworkError, TimeoutError } from '~/api/errors';
import { sellerEndpoint } from '~/contract/endpoint';
import { createOutbox } from '../createOutbox';
import type { OutboxStorage } from '../outboxStorage';
import { createSyncRunner, type PassOutcome } from '../syncRunner';
import { seededRandom } from './seededRandom';
import { simulatedServer, type SimulatedRequest } from './simulatedServer';

const simulatedWrite = sellerEndpoint({ method: 'PUT', path: 'simulated/write', summary: 'A write of the randomized outbox suite' });
const DEVICE = 'device-1';
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A storage whose writes the disk sometimes refuses, before anything is written (as a real abort). */
function withQuotaFaults(inner: OutboxStorage, refuse: () => boolean): OutboxStorage {
  const guard = <A extends unknown[], R>(write: (...args: A) => Promise<R>) => (...args: A) => (refuse() ? Promise.reject(quota()) : write(...args));
  return { ...inner, add: guard(inner.add), update: guard(inner.update), remove: guard(inner.remove), retry: guard(inner.retry) };
}

/**
 * One seeded run: writes are queued (some refused for lack of space) while runners replay them
 * over a network that drops requests before or after the server, delays them past the timeout and
 * delivers them later, duplicates them, answers 5xx, refuses some writes (4xx), ends the session,
 * and crashes the tab between send and acknowledgement. Returns the broken invariants, if any.
 */
export async function simulateOutbox(seed: number, storage: OutboxStorage, faults: Record<string, number> = {}): Promise<string[]> {
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;
  const count = (fault: string) => (faults[fault] = (faults[fault] ?? 0) + 1);
  const writeCount = 1 + Math.floor(random() * 25);
  const refused = new Set<number>();
  const server = simulatedServer((writeId) => refused.has(writeId));
  const late: SimulatedRequest[] = [];
  let now = 1_000;
  let healed = false;
  const faulty = (p: number) => !healed && chance(p);
  const disk = withQuotaFaults(storage, () => faulty(0.04) && count('quota') > 0);

  const outbox = createOutbox({
    storage: disk,
    deviceId: () => DEVICE,
    now: () => now,
    newKey: () => `${seed}-${random().toString(36).slice(2)}`,
    onStorageFull: () => undefined,
    onWork: () => undefined,
  });

  let crash: () => void = () => undefined;
  const send = async (_endpoint: unknown, input: SimulatedRequest['input'], idempotencyKey: string) => {
    while (late.length > 0 && chance(0.3)) tryHandle(late.splice(Math.floor(random() * late.length), 1)[0]!);
    const request = { idempotencyKey, input };
    count('sends');
    if (faulty(0.1) && count('dropped before the server')) throw new NetworkError();
    if (faulty(0.07) && count('5xx')) throw new ApiError(0, 'Service unavailable', 503);
    if (faulty(0.02) && count('session ended')) throw new ApiError(101, 'Token expired', 401);
    if (faulty(0.08) && count('delayed past the timeout, delivered later')) {
      late.push(request);
      throw new TimeoutError(30_000);
    }
    const reply = server.handle(request);
    if (faulty(0.08) && count('duplicated')) late.push(request);
    if (faulty(0.08) && count('reply lost after the server applied')) throw new NetworkError();
    if (faulty(0.03) && count('crash between send and acknowledgement')) {
      crash();
      return new Promise<never>(() => undefined);
    }
    return reply;
  };
  const tryHandle = (request: SimulatedRequest) => {
    try {
      server.handle(request);
    } catch {
      // A late copy of a refused write: refused again, nothing stored.
    }
  };

  const newRunner = () =>
    createSyncRunner({
      storage: disk,
      send: send as never,
      endpointFor: (key) => (key === 'simulated.write' ? simulatedWrite : undefined),
      deviceId: () => DEVICE,
      now: () => now,
      random,
    });
  let runner = newRunner();
  const pass = async (force: boolean) => {
    const crashed = new Promise<'crashed'>((resolve) => (crash = () => resolve('crashed')));
    const outcome: PassOutcome | 'crashed' | 'failed' = await Promise.race([runner.runPass({ force }), crashed]).catch(() => 'failed' as const);
    if (outcome === 'crashed' || (outcome !== 'failed' && outcome.kind === 'sessionEnded')) runner = newRunner();
    else if (outcome !== 'failed' && outcome.kind === 'waiting') now = Math.max(now, outcome.until);
  };

  const saved: { writeId: number; seq: number }[] = [];
  const notSaved: number[] = [];
  for (let writeId = 1; writeId <= writeCount; writeId++) {
    if (chance(0.06) && count('refused (4xx)')) refused.add(writeId);
    const key = chance(0.03) ? 'simulated.retired' : 'simulated.write';
    try {
      const entry = await outbox.enqueue(key, { body: { writeId } }, { label: `Write ${writeId}` });
      saved.push({ writeId, seq: entry.seq });
    } catch {
      notSaved.push(writeId);
    }
    while (chance(0.5)) await pass(chance(0.2));
  }
  for (let round = 0; round < 400; round++) {
    healed = round > 200;
    await pass(chance(0.2));
    if ((await storage.pending(1)).length === 0) break;
  }
  late.splice(0).forEach(tryHandle);

  return checkInvariants({ saved, notSaved, refused, applied: server.applied, entries: await storage.all() });
}

function checkInvariants(run: {
  saved: { writeId: number; seq: number }[];
  notSaved: number[];
  refused: Set<number>;
  applied: number[];
  entries: Awaited<ReturnType<OutboxStorage['all']>>;
}): string[] {
  const problems: string[] = [];
  const times = (writeId: number) => run.applied.filter((id) => id === writeId).length;
  const kept = new Map(run.entries.map((entry) => [(entry.input.body as { writeId: number }).writeId, entry]));
  for (const { writeId } of run.saved) {
    const entry = kept.get(writeId);
    if (times(writeId) > 1) problems.push(`write ${writeId} applied ${times(writeId)} times`);
    else if (times(writeId) === 1 && entry) problems.push(`write ${writeId} applied but still in the outbox (${entry.status})`);
    else if (times(writeId) === 0 && entry?.status !== 'attention') problems.push(`write ${writeId} lost (${entry ? entry.status : 'not applied, not kept'})`);
  }
  for (const writeId of run.notSaved) if (times(writeId) > 0) problems.push(`write ${writeId} was reported not saved but applied`);
  const expectedOrder = run.saved.map((write) => write.writeId).filter((writeId) => times(writeId) > 0);
  const firstApplied = run.applied.filter((writeId, index) => run.applied.indexOf(writeId) === index);
  if (firstApplied.join() !== expectedOrder.join()) problems.push(`applied order ${firstApplied.join()} is not enqueue order ${expectedOrder.join()}`);
  const seqs = run.saved.map((write) => write.seq);
  if (seqs.some((seq, index) => index > 0 && seq <= seqs[index - 1]!)) problems.push(`seqs not strictly increasing: ${seqs.join()}`);
  return problems;
}
