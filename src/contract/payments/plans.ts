import { z } from 'zod/mini';
import { currency } from '../currencies';
import { productKey } from '../products';

/**
 * What a seller can subscribe to (GET payment/subscription/products). A plan is one product, or a
 * bundle of several products at one price; every plan renews monthly. Prices are per currency:
 * the seller pays in the currency chosen when subscribing. Staff manage plans and bundles in the
 * admin area, so a plan is a row, never a constant.
 */
export const PLAN_KINDS = ['PRODUCT', 'BUNDLE'] as const;
export const BILLING_INTERVALS = ['MONTH'] as const;

export const planPriceSchema = z.object({
  currency,
  /** Per billing interval, before tax. */
  amountCents: z.int(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const billingPlanSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(PLAN_KINDS),
  /** The products a subscription to this plan makes usable; one for a PRODUCT plan. */
  products: z.array(productKey),
  interval: z.enum(BILLING_INTERVALS),
  /** USD first (spec 9), then the other currencies the plan is sold in. */
  prices: z.array(planPriceSchema),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;
