import { z } from 'zod/mini';
import { isoDateTime, text } from '../fields';
import { cardLengthProblem } from './cardNumbers';
import { passesLuhn } from './testCards';

/**
 * Payment methods (spec 7.6 payment/setup). Folio never sees a card number: the browser gives the
 * card to the processor (its simulator's token call, below) and hands Folio the token it answers.
 * Folio keeps what a processor returns: brand, last four digits and expiry.
 */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'OTHER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const paymentMethodSchema = z.object({
  id: z.int(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  holderName: z.string(),
  /** Renewals and retries charge the main method; a seller has exactly one while they have any. */
  main: z.boolean(),
  createdAt: isoDateTime,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What Folio's own call takes: the processor's token, never the card. */
export const addPaymentMethodBody = z.object({
  token: text('is required').check(
    z.minLength(1, { error: 'is required' }),
    z.maxLength(512, { error: 'is not a card token of the processor' }),
  ),
  /** Make it the main method at once (a seller's first method is always main). */
  makeMain: z.optional(z.boolean()),
});
export type AddPaymentMethodBody = z.input<typeof addPaymentMethodBody>;

/**
 * The processor's tokenisation call, which the browser makes directly (POST, JSON), as a real
 * processor's script would: it is the simulator's, outside Folio's API, so it takes no Folio
 * session, and the card number never reaches Folio's calls or logs.
 */
export const PROCESSOR_TOKEN_PATH = '/processor-sim/v1/tokens';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const cardDetailsSchema = z.object({
  number: z.pipe(
    z.pipe(text('is required'), z.transform(digitsOnly)),
    z.string().check(
      z.refine((digits) => !/^\d+$/.test(digits) || cardLengthProblem(digits) === null, {
        error: (issue) => cardLengthProblem(String(issue.input)) ?? undefined,
        abort: true,
      }),
      z.refine(passesLuhn, { error: 'is not a valid card number: check the digits' }),
    ),
  ),
  expMonth: z.int({ error: 'must be a month from 1 to 12' }).check(
    z.minimum(1, { error: 'must be a month from 1 to 12' }),
    z.maximum(12, { error: 'must be a month from 1 to 12' }),
  ),
  expYear: z.int({ error: 'must be a four-digit year' }).check(
    z.minimum(2000, { error: 'must be a four-digit year' }),
    z.maximum(2100, { error: 'must be a four-digit year' }),
  ),
  cvc: text('is required').check(z.regex(/^\d{3,4}$/, { error: 'must be the 3 or 4 digits on the back of the card' })),
  holderName: text('is required').check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(120, { error: 'must have at most 120 characters' }),
  ),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/**
 * The token call's refusal (HTTP 400, or 429 when one address asks too often): a sentence for
 * people, and each wrong field of cardDetailsSchema with what is wrong with it ({} when the
 * refusal is about the request as a whole). An expired card is refused here, on expMonth or expYear.
 */
export const cardTokenErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CardTokenError = z.infer<typeof cardTokenErrorSchema>;
