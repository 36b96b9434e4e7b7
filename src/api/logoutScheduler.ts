/**
 * Runs a logout after a delay, once: however many calls fail together with a session-ending code,
 * the seller sees one logout. A removeDevice request upgrades a pending plain logout.
 */
export function createLogoutScheduler(
  logout: (options: { removeDevice: boolean }) => void,
  timers: { setTimeout: typeof setTimeout } = globalThis,
) {
  let pending: { timer: ReturnType<typeof setTimeout>; removeDevice: boolean } | null = null;
  return {
    schedule(delayMs: number, options: { removeDevice: boolean }) {
      if (pending) {
        pending.removeDevice ||= options.removeDevice;
        return;
      }
      const entry = {
        removeDevice: options.removeDevice,
        timer: timers.setTimeout(() => {
          pending = null;
          logout({ removeDevice: entry.removeDevice });
        }, delayMs),
      };
      pending = entry;
    },
  };
}
