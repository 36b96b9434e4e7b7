import { PLAN_SKU_MAX, type PlacementOption } from '../../../src/contract/nsession/inbound';
import { inboundId } from './ids';
import type { InboundMarketplace, InboundPlanRef } from './inboundMarketplace';
import { outcomeOf, problem, revealOperation, sealOperation, type InboundOperationKind } from './operations';
import { packingProblems } from './packingChecks';
import { packingOptionsFor } from './packingOptions';
import { placementOptionsFor } from './placementOptions';
import { transportOptionsFor } from './transportOptions';

/**
 * The simulated inbound workflow. It keeps no state: Folio passes the plan as it holds it (a real
 * client would send only the ids), every answer is derived from that and the clock, and each
 * operation's outcome is sealed into it when started and revealed SIMULATED_OPERATION_MS later.
 */

const expired = (expiresAt: string, at: Date) => at.getTime() >= Date.parse(expiresAt);
const expiredProblem = (what: string, id: string) =>
  problem('OPTION_EXPIRED', `The ${what} ${id} has expired: generate the options again.`);

/** What cancelling a plan costs: transport confirmed longer ago than its void window may be charged. */
export function cancellationWarnings(voidableUntil: readonly string[], at: Date) {
  const charged = voidableUntil.filter((until) => expired(until, at)).length;
  return charged
    ? [problem('CANCELLATION_CHARGES', `${charged} shipment${charged === 1 ? '' : 's'} had transport confirmed past its void window: carrier charges may apply.`, 'WARNING')]
    : [];
}

/** The id printed on a confirmed shipment's labels: 'FBA1' and eight letters or digits. */
export const confirmationIdOf = (shipmentId: string) => `FBA1${inboundId('', shipmentId).slice(0, 8).toUpperCase()}`;

function start(kind: InboundOperationKind, plan: InboundPlanRef | string, at: Date, outcome: Parameters<typeof sealOperation>[3]) {
  return Promise.resolve(sealOperation(kind, typeof plan === 'string' ? plan : plan.planId, at, outcome));
}

export function createInboundSimulator(): InboundMarketplace {
  return {
    createPlan: (sellerId, items, _source, at) => {
      const planId = inboundId('wf', sellerId, at.toISOString(), ...items.map((item) => `${item.fnsku}x${item.quantity}`));
      const problems = [];
      if (items.length === 0) problems.push(problem('EMPTY_PLAN', 'A plan needs at least one item.'));
      if (items.length > PLAN_SKU_MAX) problems.push(problem('TOO_MANY_SKUS', `A plan may hold at most ${PLAN_SKU_MAX} SKUs; this one has ${items.length}.`));
      return start('CREATE_PLAN', planId, at, outcomeOf(problems, () => ({ planId })));
    },
    generatePackingOptions: (plan, generation, at) =>
      start('GENERATE_PACKING_OPTIONS', plan, at, outcomeOf([], () => ({ packingOptions: packingOptionsFor(plan.planId, generation, plan.items, at) }))),
    confirmPackingOption: (plan, option, at) =>
      start('CONFIRM_PACKING_OPTION', plan, at, outcomeOf(expired(option.expiresAt, at) ? [expiredProblem('packing option', option.id)] : [], () => ({}))),
    setPackingInformation: (plan, option, boxes, at) =>
      start('SET_PACKING_INFORMATION', plan, at, outcomeOf(packingProblems(option, boxes, plan.items), () => ({}))),
    generatePlacementOptions: (plan, boxes, generation, at) =>
      start('GENERATE_PLACEMENT_OPTIONS', plan, at, outcomeOf([], () => ({ placementOptions: placementOptionsFor(plan.planId, generation, boxes, plan.items, at) }))),
    generateTransportationOptions: (plan, placement, _boxes, at) => {
      // A confirmed placement no longer expires; one still offered is quoted only while it stands.
      const problems = placement.status !== 'ACCEPTED' && expired(placement.expiresAt, at) ? [expiredProblem('placement option', placement.id)] : [];
      return start('GENERATE_TRANSPORTATION_OPTIONS', plan, at, outcomeOf(problems, () => ({ transportOptions: transportOptionsFor(placement, at) })));
    },
    confirmPlacementOption: (plan, placement, at) =>
      start('CONFIRM_PLACEMENT_OPTION', plan, at, outcomeOf(expired(placement.expiresAt, at) ? [expiredProblem('placement option', placement.id)] : [], () => confirmedShipments(placement))),
    confirmTransportationOptions: (plan, options, at) => {
      const problems = options.flatMap((option) => [
        ...(expired(option.expiresAt, at) ? [expiredProblem('transportation option', option.id)] : []),
        ...(option.partnered ? [] : [problem('CARRIER_NOT_PARTNERED', `${option.carrier} cannot be booked through the marketplace.`)]),
      ]);
      return start('CONFIRM_TRANSPORTATION_OPTIONS', plan, at, outcomeOf(problems, () => ({})));
    },
    voidTransportation: (plan, shipmentId, voidableUntil, at) =>
      start(
        'VOID_TRANSPORTATION',
        plan,
        at,
        outcomeOf(expired(voidableUntil, at) ? [problem('VOID_WINDOW_CLOSED', `The transport of ${shipmentId} can no longer be voided.`)] : [], () => ({})),
      ),
    cancelPlan: (plan, voidableUntil, at) => start('CANCEL_PLAN', plan, at, outcomeOf(cancellationWarnings(voidableUntil, at), () => ({}))),
    operation: async (operation, at) => revealOperation(operation, at),
    // The app draws the simulator's labels from the shipment's data.
    labels: async () => null,
  };
}

function confirmedShipments(placement: PlacementOption) {
  return { shipments: placement.shipments.map((shipment) => ({ shipmentId: shipment.id, confirmationId: confirmationIdOf(shipment.id) })) };
}
