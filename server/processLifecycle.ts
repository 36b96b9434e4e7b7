/**
 * The life of a Folio process (`server/main.ts`, `server/worker.ts`): start it, and on SIGINT or
 * SIGTERM stop what it started (the queue's jobs end at their next safe point, the database closes
 * cleanly) before exiting. A start that fails prints its sentence and exits 1, without a stack.
 */
export function runProcess(start: () => Promise<() => Promise<void>>) {
  start()
    .then((stop) => {
      const exit = () =>
        void stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error instanceof Error ? error.message : error);
            process.exit(1);
          },
        );
      process.once('SIGINT', exit);
      process.once('SIGTERM', exit);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
