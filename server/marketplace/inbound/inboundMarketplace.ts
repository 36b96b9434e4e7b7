import type { LabelPageType, LabelType, PackingOption, PlacementOption, PlanUnits, TransportOption } from '../../../src/contract/nsession/inbound';
import type { ShipFromParts } from '../../../src/contract/shipFrom';
import type { InboundOperation, OperationState } from './operations';

/** A SKU of a plan as the marketplace needs it. */
export interface InboundPlanItem {
  /** The seller's SKU: the real marketplace names a plan's items by it. */
  msku: string;
  fnsku: string;
  isbn13: string;
  quantity: number;
  /** Tenths of a pound, a unit. */
  weight: number;
  /** Hazmat or a battery: such books never share a box with others. */
  dangerous: boolean;
}

/** A packed box as the seller describes it (setPackingInformation). Sizes and weight in tenths; null is not measured. */
export interface InboundBox {
  /** Folio's box id; the marketplace's box ids on labels are derived from the shipment. */
  id: number;
  number: number;
  packingGroupId: string;
  items: PlanUnits[];
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

/** Where the boxes leave from: the seller's profile (createInboundPlan's sourceAddress); null is not filled in. */
export interface InboundSource extends ShipFromParts {
  phone: string | null;
  email: string;
}

/** A confirmed shipment's labels as the seller asks for them (INBOUND.md step 9). */
export interface InboundLabelsRequest {
  shipmentId: string;
  confirmationId: string;
  labelType: LabelType;
  pageType: LabelPageType;
  boxes: number;
  pallets: number;
}

/** A plan as Folio holds it; a real client needs only the id, the simulator (which keeps nothing) reads the rest. */
export interface InboundPlanRef {
  planId: string;
  items: readonly InboundPlanItem[];
}

export interface ConfirmedShipment {
  shipmentId: string;
  /** The id printed on labels ('FBA…'). */
  confirmationId: string;
}

/**
 * The marketplace's inbound workflow (design/INBOUND.md). Every call answers an operation at once;
 * `operation` tells, later, whether it succeeded and what it produced. The order of steps and the
 * rules between them are Folio's to keep (server/modules/nsession); the marketplace refuses, with a
 * FAILED operation and its problems, what breaks its own rules (an expired option, an overweight box).
 */
export interface InboundMarketplace {
  createPlan(sellerId: number, items: readonly InboundPlanItem[], source: InboundSource, at: Date): Promise<InboundOperation>;
  /** `generation` counts the times this plan's options were made, so each set has its own ids. */
  generatePackingOptions(plan: InboundPlanRef, generation: number, at: Date): Promise<InboundOperation>;
  confirmPackingOption(plan: InboundPlanRef, option: PackingOption, at: Date): Promise<InboundOperation>;
  setPackingInformation(plan: InboundPlanRef, option: PackingOption, boxes: readonly InboundBox[], at: Date): Promise<InboundOperation>;
  generatePlacementOptions(plan: InboundPlanRef, boxes: readonly InboundBox[], generation: number, at: Date): Promise<InboundOperation>;
  generateTransportationOptions(plan: InboundPlanRef, placement: PlacementOption, boxes: readonly InboundBox[], at: Date): Promise<InboundOperation>;
  confirmPlacementOption(plan: InboundPlanRef, placement: PlacementOption, at: Date): Promise<InboundOperation>;
  confirmTransportationOptions(plan: InboundPlanRef, options: readonly TransportOption[], at: Date): Promise<InboundOperation>;
  voidTransportation(plan: InboundPlanRef, shipmentId: string, voidableUntil: string, at: Date): Promise<InboundOperation>;
  /**
   * Cancels the plan and its shipments (cancelInboundPlan). Always possible for an active plan;
   * transport confirmed longer ago than its void window (`voidableUntil` of each booked shipment)
   * may be charged, which the operation says in a WARNING.
   */
  cancelPlan(plan: InboundPlanRef, voidableUntil: readonly string[], at: Date): Promise<InboundOperation>;
  operation<Result>(operation: InboundOperation, at: Date): Promise<OperationState<Result>>;
  /**
   * Where to download the marketplace's own labels of a confirmed shipment (the older v0 labels
   * call: the 2024-03-20 version has none), a short-lived URL; null where Folio draws the labels
   * itself from the shipment's data (the simulator).
   */
  labels(plan: InboundPlanRef, request: InboundLabelsRequest, at: Date): Promise<string | null>;
}

/** What each kind of operation produces on SUCCESS. */
export interface InboundResults {
  CREATE_PLAN: { planId: string };
  GENERATE_PACKING_OPTIONS: { packingOptions: PackingOption[] };
  CONFIRM_PACKING_OPTION: Record<string, never>;
  SET_PACKING_INFORMATION: Record<string, never>;
  GENERATE_PLACEMENT_OPTIONS: { placementOptions: PlacementOption[] };
  GENERATE_TRANSPORTATION_OPTIONS: { transportOptions: TransportOption[] };
  CONFIRM_PLACEMENT_OPTION: { shipments: ConfirmedShipment[] };
  CONFIRM_TRANSPORTATION_OPTIONS: Record<string, never>;
  VOID_TRANSPORTATION: Record<string, never>;
  CANCEL_PLAN: Record<string, never>;
}
