import { z } from 'zod/mini';

/** Every reply, errors included, is this envelope (spec 7). */
export const apiErrorSchema = z.object({
  errorCode: z.int(),
  errorMessage: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.union([
    z.object({ success: z.literal(true), data, apiError: z.null() }),
    z.object({ success: z.literal(false), data: z.null(), apiError: apiErrorSchema }),
  ]);
}

/** An envelope whose data has not been checked yet: the first step of parsing any reply. */
export const looseEnvelope = envelopeOf(z.unknown());
export type Envelope<T> =
  | { success: true; data: T; apiError: null }
  | { success: false; data: null; apiError: ApiErrorBody };

export function okEnvelope<T>(data: T): Envelope<T> {
  return { success: true, data, apiError: null };
}

export function errorEnvelope(errorCode: number, errorMessage: string): Envelope<never> {
  return { success: false, data: null, apiError: { errorCode, errorMessage } };
}
