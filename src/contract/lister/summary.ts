import { z } from 'zod/mini';

/**
 * The session's totals (spec 3.2 "a session summary returned after item changes"). Weight is in
 * tenths of a pound. The server computes it from the rows on every reply, so it can never drift
 * from the items and boxes it sums.
 */
export const sessionSummarySchema = z.object({
  sessionId: z.int(),
  /** Units: the sum of item quantities. */
  itemQuantity: z.int(),
  /** Distinct items (SKUs). */
  skuQuantity: z.int(),
  weight: z.int(),
  /** Units packed into boxes (shipment boxes after submit, send-to-marketplace boxes before). */
  boxedQuantity: z.int(),
  boxCount: z.int(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
