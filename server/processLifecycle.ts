import type { EventEmitter } from 'node:events';

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** What a started process stops with: told which signal came (SIGTERM drains a web instance first). */
export type StopProcess = (signal: StopSignal) => Promise<void>;

interface ProcessHooks {
  signals: Pick<EventEmitter, 'once'>;
  exit: (code: number) => void;
  report: (message: unknown) => void;
}

const realProcess: ProcessHooks = {
  signals: process,
  exit: (code) => process.exit(code),
  report: (message) => console.error(message),
};

/**
 * The life of a Folio process (`server/main.ts`, `server/worker.ts`): start it, and on SIGINT or
 * SIGTERM stop what it started (requests in flight finish, the queue's jobs end at their next safe
 * point and go back to the queue, the database closes cleanly) before exiting. A start that fails
 * prints its sentence and exits 1, without a stack. `hooks` stand in for the process in tests.
 */
export function runProcess(start: () => Promise<StopProcess>, hooks: ProcessHooks = realProcess): Promise<void> {
  const sentence = (error: unknown) => (error instanceof Error ? error.message : error);
  return start()
    .then((stop) => {
      let stopping = false;
      const exitOn = (signal: StopSignal) => () => {
        // The other signal while stopping does nothing; the same one again finds no listener and ends the
        // process at once (Node's default): the way out of a stop that hangs.
        if (stopping) return;
        stopping = true;
        stop(signal).then(
          () => hooks.exit(0),
          (error: unknown) => {
            hooks.report(sentence(error));
            hooks.exit(1);
          },
        );
      };
      hooks.signals.once('SIGINT', exitOn('SIGINT'));
      hooks.signals.once('SIGTERM', exitOn('SIGTERM'));
    })
    .catch((error: unknown) => {
      hooks.report(sentence(error));
      hooks.exit(1);
    });
}
