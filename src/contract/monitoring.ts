import { z } from 'zod';
import { adminEndpoint, sellerEndpoint } from './endpoint';

/**
 * Error reports from the browser (spec 8.1: "report it"). Folio keeps them in its own database
 * instead of sending them to a third party, so the strict CSP needs no foreign host.
 */
export const ERROR_REPORT_KINDS = ['api', 'timeout', 'render', 'unhandled', 'reply-shape'] as const;

const contextValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const errorReportBody = z.object({
  kind: z.enum(ERROR_REPORT_KINDS),
  message: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  /** Steps the app recorded before the error (calls and navigations); sampled at TRACE_SAMPLE_RATE. */
  trace: z
    .array(z.object({ at: z.number(), step: z.string().max(300) }))
    .max(50)
    .optional(),
  context: z
    .record(z.string().max(60), contextValue)
    .refine((record) => Object.keys(record).length <= 20, { error: 'has too many entries' })
    .optional(),
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
