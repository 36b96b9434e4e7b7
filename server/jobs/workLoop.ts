import type PgBoss from 'pg-boss';
import { handBackJob } from './handBack';
import type { JobHolds } from './jobHolds';

export interface WorkLoop {
  /** Fetch now instead of after the polling interval (a job was just sent). */
  notify(): void;
  /** Fetch once this much time has passed (a job was sent to start then), not up to a polling interval later. */
  notifyIn(ms: number): void;
  /** Fetches no more and starts no more of the batch in hand (handed back); resolves once the job running has ended. */
  stop(): Promise<void>;
  /** Fetches no more and leaves the batch in hand to whoever fails it; answers its jobs' ids. */
  abandon(): string[];
}

interface WorkLoopOptions {
  boss: PgBoss;
  name: string;
  batchSize: number;
  pollingIntervalSeconds: number;
  /** Works one fetched job and records its outcome (complete, or fail into a retry) itself. */
  workOne: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>;
  /** Told when recording an outcome fails (the database went away); the loop naps and goes on. */
  onError: (error: Error) => void;
  /** Holds the jobs in hand from their fetch until each is worked (jobHolds.ts), on PostgreSQL. */
  holds?: Pick<JobHolds, 'take' | 'release'>;
}

/** The database stamps a delayed job's start a little after the send began: fetch just after it. */
const START_MARGIN_MS = 50;

/**
 * Fetches one queue's jobs and works them until stopped. Our own loop rather than pg-boss's `work()`:
 * after its callback resolves, `work()` marks every fetched job completed without waiting, so a job
 * this worker had just failed into an immediate retry could be fetched again and then be marked
 * completed by that late call while its next attempt was still running.
 */
export function startWorkLoop({ boss, name, batchSize, pollingIntervalSeconds, workOne, onError, holds }: WorkLoopOptions): WorkLoop {
  let stopped = false;
  let handingBack = false;
  let notified = false;
  let wake: (() => void) | undefined;
  let inHand: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };

  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollingIntervalSeconds * 1000);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!stopped) {
      notified = false;
      let fetched: number;
      try {
        // pg-boss's fetch answers [] when its query fails, so an unreachable database naps too.
        const jobs = await boss.fetch<unknown>(name, { batchSize, includeMetadata: true });
        fetched = jobs.length;
        inHand = jobs.map((job) => job.id);
        await holds?.take(inHand);
        for (const job of jobs) {
          if (handingBack) await handBackJob(boss, name, job.id);
          else await workOne(job);
          inHand = inHand.filter((id) => id !== job.id);
          await holds?.release(job.id);
        }
      } catch (error) {
        // A job whose outcome could not be recorded stays active: expiry or the next start retries it.
        onError(error instanceof Error ? error : new Error(String(error)));
        fetched = 0;
        inHand = [];
      }
      // A full batch means more may be waiting: fetch again at once.
      if (fetched < batchSize && !notified && !stopped) await nap();
    }
  })();

  const notify = () => {
    notified = true;
    wake?.();
  };

  return {
    notify,
    notifyIn(ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        notify();
      }, ms + START_MARGIN_MS);
      timers.add(timer);
    },
    async stop() {
      stopped = true;
      handingBack = true;
      clearTimers();
      wake?.();
      await loop;
    },
    abandon() {
      stopped = true;
      clearTimers();
      wake?.();
      return inHand;
    },
  };
}
