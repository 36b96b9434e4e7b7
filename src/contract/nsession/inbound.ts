import { z } from 'zod/mini';
import { isoDate, isoDateTime } from '../fields';

/**
 * The marketplace's inbound workflow as the newer lister flow sees it (its Fulfillment Inbound API,
 * version 2024-03-20: design/INBOUND.md). Ids the marketplace gives are strings; money is cents,
 * weights and sizes tenths. The simulator answers in these shapes and the screens show them.
 */

export const OPERATION_STATUSES = ['IN_PROGRESS', 'SUCCESS', 'FAILED'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** What a finished operation says went wrong; a FAILED operation may carry only warnings. */
export const operationProblemSchema = z.object({
  code: z.string(),
  /** What it is about ('box:3', 'sku:X001…'), when it names one thing: it leaves the screen once that is put right. */
  subject: z.optional(z.string()),
  message: z.string(),
  severity: z.enum(['ERROR', 'WARNING']),
});
export type OperationProblem = z.infer<typeof operationProblemSchema>;

export const OPTION_STATUSES = ['OFFERED', 'ACCEPTED', 'EXPIRED'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];

export const PLAN_STATUSES = ['ACTIVE', 'VOIDED', 'SHIPPED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** A SKU's units in a packing group or a box, by its warehouse label code. */
export const planUnitsSchema = z.object({ fnsku: z.string(), quantity: z.int() });
export type PlanUnits = z.infer<typeof planUnitsSchema>;

/** Items that may share boxes. */
export const packingGroupSchema = z.object({ id: z.string(), items: z.array(planUnitsSchema) });
export type PackingGroup = z.infer<typeof packingGroupSchema>;

export const packingOptionSchema = z.object({
  id: z.string(),
  /** How the marketplace describes the split, e.g. 'Standard and dangerous goods apart'. */
  name: z.string(),
  groups: z.array(packingGroupSchema),
  /** Cents the seller pays for this way of packing (0 for most). */
  fee: z.int(),
  /** Cents the marketplace takes off for it. */
  discount: z.int(),
  status: z.enum(OPTION_STATUSES),
  expiresAt: isoDateTime,
});
export type PackingOption = z.infer<typeof packingOptionSchema>;

/** A shipment of a placement option: the boxes one warehouse receives. */
export const placementShipmentSchema = z.object({
  id: z.string(),
  destination: z.string(),
  /** Folio's box ids. */
  boxIds: z.array(z.int()),
  units: z.int(),
  /** Tenths of a pound. */
  weight: z.int(),
});
export type PlacementShipment = z.infer<typeof placementShipmentSchema>;

export const placementOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Cents: the marketplace's placement fee for this split. */
  fee: z.int(),
  shipments: z.array(placementShipmentSchema),
  status: z.enum(OPTION_STATUSES),
  expiresAt: isoDateTime,
});
export type PlacementOption = z.infer<typeof placementOptionSchema>;

/** Spec 4: small parcel delivery and less than truckload. */
export const SHIPPING_METHODS = ['SPD', 'LTL'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const shippingMethod = z.enum(SHIPPING_METHODS, { error: 'must be SPD or LTL' });

export const transportOptionSchema = z.object({
  id: z.string(),
  shipmentId: z.string(),
  method: z.enum(SHIPPING_METHODS),
  carrier: z.string(),
  /** Spec 4: only the marketplace-partnered carrier can be chosen. */
  partnered: z.boolean(),
  /** Cents for the whole shipment. */
  cost: z.int(),
  readyToShip: isoDate,
  /** When the carrier expects to deliver; null when the marketplace quotes no window (the Selling Partner API's partnered carriers). */
  deliveryStart: z.nullable(isoDate),
  deliveryEnd: z.nullable(isoDate),
  /** LTL only. */
  pallets: z.nullable(z.int()),
  freightClass: z.nullable(z.string()),
  expiresAt: isoDateTime,
});
export type TransportOption = z.infer<typeof transportOptionSchema>;

/** Spec 4 and design/INBOUND.md: confirmed partnered transport may be voided this long. */
export const VOID_WINDOW_MS: Record<ShippingMethod, number> = { SPD: 24 * 3600_000, LTL: 3600_000 };

/** The marketplace's limit on one plan. */
export const PLAN_SKU_MAX = 2_000;

/** Label kinds and page types of the labels call (INBOUND.md step 9). */
export const LABEL_TYPES = ['BOX', 'PALLET', 'BILL_OF_LADING'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
export const LABEL_PAGE_TYPES = ['THERMAL_4X6', 'LETTER_2', 'LETTER_4', 'LETTER_6'] as const;
export type LabelPageType = (typeof LABEL_PAGE_TYPES)[number];
