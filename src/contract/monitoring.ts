import { z } from 'zod/mini';
import { adminEndpoint, sellerEndpoint } from './endpoint';
import { text } from './fields';

/**
 * Error reports from the browser (spec 8.1: "report it"). Folio keeps them in its own database
 * instead of sending them to a third party, so the strict CSP needs no foreign host.
 */
export const ERROR_REPORT_KINDS = ['api', 'timeout', 'render', 'unhandled', 'reply-shape'] as const;

const contextValue = z.union([text().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

export const errorReportBody = z.object({
  kind: z.enum(ERROR_REPORT_KINDS),
  message: text().check(z.maxLength(2000, { error: 'must have at most 2000 characters' })),
  stack: z.optional(text().check(z.maxLength(10_000, { error: 'must have at most 10000 characters' }))),
  url: text().check(z.maxLength(2000, { error: 'must have at most 2000 characters' })),
  /** Steps the app recorded before the error (calls and navigations); sampled at TRACE_SAMPLE_RATE. */
  trace: z.optional(
    z
      .array(z.object({ at: z.number(), step: text().check(z.maxLength(300)) }))
      .check(z.maxLength(50, { error: 'has more than 50 steps' })),
  ),
  context: z.optional(
    z
      .record(text().check(z.maxLength(60)), contextValue)
      .check(z.refine((record) => Object.keys(record).length <= 20, { error: 'has too many entries' })),
  ),
});
export type ErrorReport = z.infer<typeof errorReportBody>;

export const monitoringApi = {
  reportError: sellerEndpoint({
    method: 'POST',
    path: 'monitoring/error',
    summary: 'Record an error the app met',
    access: 'public',
    body: errorReportBody,
  }),
};

export const adminMonitoringApi = {
  reportError: adminEndpoint({
    method: 'POST',
    path: 'monitoring/error',
    summary: 'Record an error the admin area met',
    access: 'public',
    body: errorReportBody,
  }),
};
