import { z } from 'zod/mini';
import { CONDITIONS, HAZARD_CATEGORIES, SESSION_ITEMS_PAGE_SIZE } from '../constants';
import { recordId, text } from '../fields';

/** A listing session sells through the marketplace's warehouses (FBA) or from the seller's own (FBM). */
export const LISTING_CHANNELS = ['FBA', 'FBM'] as const;
export type ListingChannel = (typeof LISTING_CHANNELS)[number];
export const listingChannel = z.enum(LISTING_CHANNELS, { error: 'must be FBA or FBM' });

export type ListingCondition = (typeof CONDITIONS)[number];
export const listingCondition = z.enum(CONDITIONS, { error: `must be one of ${CONDITIONS.join(', ')}` });

export type HazmatType = (typeof HAZARD_CATEGORIES)[number];
export const hazmatType = z.enum(HAZARD_CATEGORIES, { error: `must be one of ${HAZARD_CATEGORIES.join(', ')}` });

/** Spec 9: money is whole cents. A listing price above $100,000 is a typo, not a book. */
export const LISTING_PRICE_MAX = 100_000_00;
export const priceCents = z.int({ error: 'must be a whole number of cents' }).check(
  z.minimum(1, { error: 'must be at least 0.01' }),
  z.maximum(LISTING_PRICE_MAX, { error: 'must be at most 100000.00' }),
);

/** Spec 9: box sizes and weights are tenths (inches, pounds). 0 is "not measured": the app drops it. */
export const TENTHS_MAX = 2_000_0;
export const tenths = z.int({ error: 'must be a whole number of tenths' }).check(
  z.minimum(1, { error: 'must be more than 0' }),
  z.maximum(TENTHS_MAX, { error: 'must be at most 2000.0' }),
);

export const ITEM_QUANTITY_MAX = 9_999;
export const itemQuantity = z.int({ error: 'must be a whole number' }).check(
  z.minimum(1, { error: 'must be at least 1' }),
  z.maximum(ITEM_QUANTITY_MAX, { error: `must be at most ${ITEM_QUANTITY_MAX}` }),
);

/** A query-string whole number (query values arrive as text). */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z.coerce.number({ error: 'must be a whole number' }),
    z.int({ error: 'must be a whole number' }).check(
      z.minimum(min, { error: `must be at least ${min}` }),
      z.maximum(max, { error: `must be at most ${max}` }),
    ),
  );

export const pageSizeQuery = z.optional(queryInt(1, SESSION_ITEMS_PAGE_SIZE));

/**
 * The seek cursor of item lists (spec 9: newest dateUpdated first, paged by nextSeekId): the last
 * row's dateUpdated in epoch milliseconds and its id. Opaque to the app, which passes it back.
 */
export const seekCursor = z.string().check(z.regex(/^\d{1,15}\.\d{1,10}$/, { error: 'is not a valid page cursor' }));

export const searchTextQuery = z.optional(text().check(z.trim(), z.maxLength(100, { error: 'must have at most 100 characters' })));

export const sessionParams = z.object({ sessionId: recordId });
export const sessionItemParams = z.object({ sessionId: recordId, itemId: recordId });
export const shipmentParams = z.object({ sessionId: recordId, shipmentId: recordId });
export const boxParams = z.object({ sessionId: recordId, shipmentId: recordId, boxId: recordId });

/** The marketplace's fulfilment-network SKU, printed on the item label: 'X00' and seven letters or digits. */
export const fnsku = z.string({ error: 'is required' }).check(
  z.trim(),
  z.regex(/^[A-Z0-9]{10}$/, { error: 'must be a 10-character FNSKU' }),
);
