import type { LoggerOptions } from 'pino';

/**
 * The log every Folio process writes to stdout: one JSON object a line (pino), with the level's name
 * and an ISO time, which is what a log search is written against; a request's lines carry its
 * `requestId`, the id its reply names in X-Request-Id and the seller's error message shows.
 */
export function jsonLogOptions(level: string): LoggerOptions {
  return {
    level,
    formatters: { level: (label) => ({ level: label }) },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
  };
}
