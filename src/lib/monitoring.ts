import { TRACE_SAMPLE_RATE, type ErrorReport } from '~/contract';

const TRACE_LENGTH = 50;

export interface MonitoringUser {
  id: number;
  email: string;
}

/**
 * Error reporting with a short trace of what happened before (calls and navigations). Traces are
 * kept for the share of sessions given by TRACE_SAMPLE_RATE, which spec 9 sets to every one.
 */
export function createMonitor(options: {
  send(report: ErrorReport): Promise<unknown>;
  sampleRate?: number;
  random?: () => number;
  now?: () => number;
  location?: () => string;
}) {
  const sampled = (options.random ?? Math.random)() < (options.sampleRate ?? TRACE_SAMPLE_RATE);
  const now = options.now ?? Date.now;
  const trace: { at: number; step: string }[] = [];
  let user: MonitoringUser | null = null;

  return {
    addStep(step: string) {
      if (!sampled) return;
      trace.push({ at: now(), step: step.slice(0, 300) });
      if (trace.length > TRACE_LENGTH) trace.shift();
    },
    setUser(next: MonitoringUser | null) {
      user = next;
    },
    user: () => user,
    report(error: unknown, kind: ErrorReport['kind']) {
      const report: ErrorReport = {
        kind,
        message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        url: (options.location?.() ?? '').slice(0, 2000),
        context: user ? { userId: user.id, email: user.email } : {},
      };
      if (error instanceof Error && error.stack) report.stack = error.stack.slice(0, 10_000);
      if (sampled) report.trace = [...trace];
      // A report that cannot be sent is dropped: reporting must never raise another error.
      options.send(report).catch(() => undefined);
    },
  };
}

export type Monitor = ReturnType<typeof createMonitor>;
