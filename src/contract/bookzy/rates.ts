import { z } from 'zod/mini';
import { MEDIA_MAIL_DEFAULTS } from '../constants';
import { sellerEndpoint } from '../endpoint';

export const centsField = (max: number) =>
  z.int({ error: 'must be a whole number of cents' }).check(
    z.minimum(0, { error: 'must not be negative' }),
    z.maximum(max, { error: `must be at most ${(max / 100).toFixed(2)}` }),
  );

/**
 * Media mail rate settings (spec 3.5): what shipping a book yourself costs, used by the profit of
 * merchant-fulfilled triggers. Amounts in cents; the break point in pounds.
 */
export const mediaMailRatesSchema = z.object({
  baseRate: centsField(100_00),
  breakPoint: z.int({ error: 'must be a whole number of pounds' }).check(
    z.minimum(1, { error: 'must be at least 1 pound' }),
    z.maximum(70, { error: 'must be at most 70 pounds' }),
  ),
  additionInitialTier: centsField(100_00),
  additionLaterTier: centsField(100_00),
  lowPriceEnabled: z.boolean({ error: 'must be true or false' }),
  lowPriceActivatePoint: centsField(1000_00),
  lowPriceReduceAmount: centsField(100_00),
});
export type MediaMailRates = z.infer<typeof mediaMailRatesSchema>;

export const DEFAULT_MEDIA_MAIL_RATES: MediaMailRates = { ...MEDIA_MAIL_DEFAULTS };

/** Spec 7.7 names the read; the seller edits the rates on the Bookzy page, hence the write. */
export const ratesApi = {
  mediaMail: sellerEndpoint({
    method: 'GET',
    path: 'rates/media-mail',
    summary: "The seller's media mail rates, the defaults of spec 9 until changed",
    reply: mediaMailRatesSchema,
  }),
  saveMediaMail: sellerEndpoint({
    method: 'PUT',
    path: 'rates/media-mail',
    summary: "Save the seller's media mail rates",
    body: mediaMailRatesSchema,
    reply: mediaMailRatesSchema,
  }),
};
