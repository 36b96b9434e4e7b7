import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { hexColor, recordId, requiredText } from '../fields';
import { PRICE_SOURCES } from './catalog';
import { centsField } from './rates';

/** How the seller would sell a book the trigger accepts: decides fees and shipping in the profit. */
export const FULFILMENT_CHANNELS = ['FBA', 'MF'] as const;
export type FulfilmentChannel = (typeof FULFILMENT_CHANNELS)[number];

export const TRIGGER_NAME_MAX = 40;

const optionalLimit = (max: number, unit: string) =>
  z.nullable(
    z.int({ error: `must be a whole number of ${unit}` }).check(
      z.minimum(0, { error: 'must not be negative' }),
      z.maximum(max, { error: `must be at most ${max}` }),
    ),
  );

/**
 * A profit trigger's rule (spec 3.5 shows id, order, active and device; the rule itself is Folio's).
 * A book matches when every limit that is set holds; an unset limit does not filter.
 */
export const triggerRuleFields = {
  name: requiredText(TRIGGER_NAME_MAX),
  colorCode: hexColor,
  channel: z.enum(FULFILMENT_CHANNELS, { error: 'must be FBA or MF' }),
  priceSource: z.enum(PRICE_SOURCES, { error: 'must be a known price source' }),
  /** Cents. */
  minProfit: z.nullable(z.int({ error: 'must be a whole number of cents' }).check(
    z.minimum(-100_000_00, { error: 'is too small' }),
    z.maximum(100_000_00, { error: 'is too large' }),
  )),
  maxSalesRank: optionalLimit(100_000_000, 'ranks'),
  /** The most competing offers at the price source (marketFor), not every offer of the book ("sq"). */
  maxOffers: optionalLimit(100_000, 'offers'),
  /** Cents: books selling below this are not worth the trip, whatever the profit. */
  minPrice: z.nullable(centsField(100_000_00)),
};

export const triggerSchema = z.object({
  id: z.int(),
  device: z.uuid(),
  order: z.int(),
  active: z.boolean(),
  ...triggerRuleFields,
});
export type Trigger = z.infer<typeof triggerSchema>;
export type TriggerRule = Pick<Trigger, keyof typeof triggerRuleFields | 'id' | 'order' | 'active'>;

export const triggerInputSchema = z.object({ ...triggerRuleFields });
export type TriggerInput = z.infer<typeof triggerInputSchema>;

const triggerParams = z.object({ id: recordId });

/**
 * How copied triggers meet the ones the receiving device already has: REPLACE removes them first
 * (the device then judges exactly like the source), APPEND puts the copies after them.
 */
export const TRIGGER_COPY_MODES = ['REPLACE', 'APPEND'] as const;
export type TriggerCopyMode = (typeof TRIGGER_COPY_MODES)[number];

/** Profit triggers (spec 7.5). Each belongs to one Bookzy device; the first match, by order, wins. */
export const triggersApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'profit/trigger/list/all',
    summary: "Every trigger of the seller's Bookzy devices, by device then order",
    products: ['BOOKZY'],
    reply: z.array(triggerSchema),
  }),
  create: sellerEndpoint({
    method: 'POST',
    path: 'profit/trigger',
    summary: 'Create a trigger at the end of its device\'s list, active',
    products: ['BOOKZY'],
    body: z.object({ device: z.uuid({ error: 'must be a Bookzy device id' }), ...triggerRuleFields }),
    reply: triggerSchema,
  }),
  update: sellerEndpoint({
    method: 'PUT',
    path: 'profit/trigger/:id',
    summary: "Change a trigger's rule, name or colour",
    products: ['BOOKZY'],
    params: triggerParams,
    body: triggerInputSchema,
    reply: triggerSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'profit/trigger/:id',
    summary: 'Delete a trigger; the ones below move up',
    products: ['BOOKZY'],
    params: triggerParams,
  }),
  activate: sellerEndpoint({
    method: 'PUT',
    path: 'profit/trigger/:id/activate',
    summary: 'Activate a trigger',
    products: ['BOOKZY'],
    params: triggerParams,
    reply: triggerSchema,
  }),
  deactivate: sellerEndpoint({
    method: 'PUT',
    path: 'profit/trigger/:id/deactivate',
    summary: 'Deactivate a trigger',
    products: ['BOOKZY'],
    params: triggerParams,
    reply: triggerSchema,
  }),
  moveBelow: sellerEndpoint({
    method: 'PUT',
    path: 'profit/trigger/:id/move/below',
    summary: 'Move a trigger just below another of the same device; 0 moves it to the top',
    products: ['BOOKZY'],
    params: triggerParams,
    query: z.object({
      targetId: z.pipe(
        z.coerce.number({ error: 'must be a whole number' }),
        z.int({ error: 'must be a whole number' }).check(z.minimum(0, { error: 'must not be negative' })),
      ),
    }),
    /** The device's triggers in their new order. */
    reply: z.array(triggerSchema),
  }),
  copy: sellerEndpoint({
    method: 'POST',
    path: 'bookzy/device/:id/trigger/copy',
    summary: "Copy another device's triggers to this one, in their order, active or not as they are",
    products: ['BOOKZY'],
    /** The device that receives the copies. */
    params: z.object({ id: z.uuid({ error: 'must be a Bookzy device id' }) }),
    body: z.object({
      sourceDeviceId: z.uuid({ error: 'must be a Bookzy device id' }),
      mode: z.enum(TRIGGER_COPY_MODES, { error: 'must be REPLACE or APPEND' }),
    }),
    /** The receiving device's triggers in their new order, 1..n. */
    reply: z.array(triggerSchema),
  }),
};
