import { useCallback, useState } from 'react';
import { isApiError } from '~/api/errors';
import { appendLog, BOXING_MESSAGES, type BoxingOperation, type LogEntry } from '../boxing/boxingLog';
import type { BoxingError } from '../boxing/BoxingErrorAlert';

/** The boxes panel's log (spec 8.3) and its last error, shown until dismissed or a write succeeds. */
export function useStaLog() {
  const [log, setLog] = useState<LogEntry[]>([]);
  const [error, setError] = useState<BoxingError | null>(null);

  const succeeded = useCallback((operation: BoxingOperation, detail: string) => {
    setError(null);
    setLog((old) => appendLog(old, { at: Date.now(), operation, outcome: 'success', message: BOXING_MESSAGES[operation].success, detail, code: null }));
  }, []);

  /** Logs the refusal with the server's own message and code; answers the code. */
  const failed = useCallback((operation: BoxingOperation, cause: unknown) => {
    const code = isApiError(cause) ? cause.code : null;
    const message = cause instanceof Error ? cause.message : String(cause);
    setError({ operation, message });
    setLog((old) => appendLog(old, { at: Date.now(), operation, outcome: 'error', message: BOXING_MESSAGES[operation].error, detail: message, code }));
    return code;
  }, []);

  return { log, error, succeeded, failed, dismissError: useCallback(() => setError(null), []) };
}
