import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../../../src/contract';
import { AppError } from '../../../http/appError';
import type { LabelPageType, OperationProblem } from '../../../../src/contract/nsession/inbound';
import { addMs } from '../../inbound/ids';
import type { InboundMarketplace, InboundPlanRef } from '../../inbound/inboundMarketplace';
import { cancellationWarnings } from '../../inbound/inboundSimulator';
import { problem, type InboundOperation, type InboundOperationKind } from '../../inbound/operations';
import { packingProblems } from '../../inbound/packingChecks';
import { TRANSPORT_OPTION_TTL_MS, dayAfter } from '../../inbound/transportOptions';
import { boxKeysOf } from './boxMatching';
import type { InboundApiClient } from './inboundApiClient';
import { resultOf, type SpApiHandle } from './operationResults';
import { problemsOf } from './toFolio';
import { itemInputs, packageGroupingsOf, palletsOf, sourceAddressOf, transportConfigurationsOf } from './toMarketplace';

/**
 * The inbound workflow on the marketplace's Fulfillment Inbound API, version 2024-03-20
 * (design/INBOUND.md), behind the interface the simulator answers too. Each step is the API call
 * of the same name, which answers an operation id; `operation` polls getInboundOperationStatus and,
 * once it succeeded, reads what the step produced (operationResults.ts). Where the mapping is not
 * one to one:
 * - Labels come from the older v0 labels call, by the shipment's confirmation id.
 * - Voiding one shipment's carrier has no call in 2024-03-20 (v0's voidTransport is gone): Folio
 *   answers that the plan must be cancelled instead, which is free within the void window.
 * - What the marketplace would refuse from the plan as Folio holds it (an incomplete ship-from
 *   address, an unmeasured or overweight box) is refused by Folio first, with the same problems the
 *   simulator gives, as an operation that has already failed: no call is spent on it.
 */

/** How soon to ask again about a running operation: most end in seconds; then at the marketplace sample's pace. */
function nextPollAt(startedAt: string, at: Date): string {
  const running = at.getTime() - Date.parse(startedAt);
  const wait = running < 10_000 ? 1_000 : running < 120_000 ? 5_000 : 30_000;
  return addMs(at, wait);
}

const started = (kind: InboundOperationKind, operationId: string, at: Date, handle: SpApiHandle): InboundOperation => ({
  operationId,
  kind,
  startedAt: at.toISOString(),
  handle,
});

/** An operation Folio answers itself, FAILED with `problems`, without asking the marketplace. */
const refused = (kind: InboundOperationKind, plan: InboundPlanRef | null, at: Date, problems: OperationProblem[]) =>
  started(kind, `folio-${randomUUID()}`, at, { planId: plan?.planId ?? '', settled: problems });

const LABEL_PAGE_TYPES: Record<LabelPageType, 'PackageLabel_Thermal' | 'PackageLabel_Letter_2' | 'PackageLabel_Letter_4' | 'PackageLabel_Letter_6'> = {
  THERMAL_4X6: 'PackageLabel_Thermal',
  LETTER_2: 'PackageLabel_Letter_2',
  LETTER_4: 'PackageLabel_Letter_4',
  LETTER_6: 'PackageLabel_Letter_6',
};

/** The marketplace answered without the document's address: never Folio's drawing in its place, whose carrier labels would be missing. */
const noDocument = (what: string): never => {
  throw new AppError(503, ErrorCode.MARKETPLACE_UNAVAILABLE, `The marketplace did not give ${what} yet. Try again in a minute.`);
};

const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export function createSpApiInbound(client: InboundApiClient): InboundMarketplace {
  const ofPlan = (plan: InboundPlanRef, what: string) => `${what} of inbound plan ${plan.planId}`;

  return {
    createPlan: async (_sellerId, items, source, at) => {
      const sourceAddress = sourceAddressOf(source, client.marketplaceId);
      if ('missing' in sourceAddress) {
        const message = `The marketplace needs your ship-from ${listed(sourceAddress.missing)} to make the plan: add ${sourceAddress.missing.length === 1 ? 'it' : 'them'} to your profile, then make the plan again.`;
        return refused('CREATE_PLAN', null, at, [problem('SOURCE_ADDRESS_INCOMPLETE', message)]);
      }
      const { inboundPlanId, operationId } = await client.v2024('createInboundPlan', 'the new inbound plan', (api) =>
        api.createInboundPlan({ body: { destinationMarketplaces: [client.marketplaceId], items: itemInputs(items), sourceAddress } }),
      );
      return started('CREATE_PLAN', operationId, at, { planId: inboundPlanId });
    },

    generatePackingOptions: async (plan, _generation, at) => {
      const { operationId } = await client.v2024('generatePackingOptions', ofPlan(plan, 'the packing options'), (api) =>
        api.generatePackingOptions({ inboundPlanId: plan.planId }),
      );
      return started('GENERATE_PACKING_OPTIONS', operationId, at, { planId: plan.planId, fnskuOf: Object.fromEntries(plan.items.map((item) => [item.msku, item.fnsku])) });
    },

    confirmPackingOption: async (plan, option, at) => {
      const { operationId } = await client.v2024('confirmPackingOption', ofPlan(plan, `packing option ${option.id}`), (api) =>
        api.confirmPackingOption({ inboundPlanId: plan.planId, packingOptionId: option.id }),
      );
      return started('CONFIRM_PACKING_OPTION', operationId, at, { planId: plan.planId });
    },

    setPackingInformation: async (plan, option, boxes, at) => {
      const problems = packingProblems(option, boxes, plan.items);
      if (problems.some((found) => found.severity === 'ERROR')) return refused('SET_PACKING_INFORMATION', plan, at, problems);
      const { operationId } = await client.v2024('setPackingInformation', ofPlan(plan, 'the boxes'), (api) =>
        api.setPackingInformation({ inboundPlanId: plan.planId, body: { packageGroupings: packageGroupingsOf(option, boxes, plan.items) } }),
      );
      return started('SET_PACKING_INFORMATION', operationId, at, { planId: plan.planId, warnings: problems });
    },

    generatePlacementOptions: async (plan, boxes, _generation, at) => {
      const { operationId } = await client.v2024('generatePlacementOptions', ofPlan(plan, 'the placement options'), (api) =>
        api.generatePlacementOptions({ inboundPlanId: plan.planId, body: {} }),
      );
      return started('GENERATE_PLACEMENT_OPTIONS', operationId, at, { planId: plan.planId, boxes: boxKeysOf(boxes, plan.items) });
    },

    generateTransportationOptions: async (plan, placement, _boxes, at) => {
      const readyToShip = dayAfter(at, 1);
      const { operationId } = await client.v2024('generateTransportationOptions', ofPlan(plan, `the carriers of placement option ${placement.id}`), (api) =>
        api.generateTransportationOptions({
          inboundPlanId: plan.planId,
          body: { placementOptionId: placement.id, shipmentTransportationConfigurations: transportConfigurationsOf(placement, readyToShip) },
        }),
      );
      return started('GENERATE_TRANSPORTATION_OPTIONS', operationId, at, {
        planId: plan.planId,
        transport: {
          placementOptionId: placement.id,
          shipmentIds: placement.shipments.map((shipment) => shipment.id),
          readyToShip,
          pallets: Object.fromEntries(placement.shipments.map((shipment) => [shipment.id, palletsOf(shipment.boxIds.length)])),
          // Quotes for an offered placement stand as long as it does; once it is confirmed, as the marketplace quotes.
          expiresAt: placement.status === 'ACCEPTED' ? addMs(at, TRANSPORT_OPTION_TTL_MS) : placement.expiresAt,
        },
      });
    },

    confirmPlacementOption: async (plan, placement, at) => {
      const { operationId } = await client.v2024('confirmPlacementOption', ofPlan(plan, `placement option ${placement.id}`), (api) =>
        api.confirmPlacementOption({ inboundPlanId: plan.planId, placementOptionId: placement.id }),
      );
      return started('CONFIRM_PLACEMENT_OPTION', operationId, at, { planId: plan.planId, shipmentIds: placement.shipments.map((shipment) => shipment.id) });
    },

    confirmTransportationOptions: async (plan, options, at) => {
      const { operationId } = await client.v2024('confirmTransportationOptions', ofPlan(plan, 'the carriers'), (api) =>
        api.confirmTransportationOptions({
          inboundPlanId: plan.planId,
          body: { transportationSelections: options.map((option) => ({ shipmentId: option.shipmentId, transportationOptionId: option.id })) },
        }),
      );
      return started('CONFIRM_TRANSPORTATION_OPTIONS', operationId, at, { planId: plan.planId });
    },

    voidTransportation: async (plan, shipmentId, _voidableUntil, at) =>
      refused('VOID_TRANSPORTATION', plan, at, [
        problem(
          'VOID_NOT_OFFERED',
          `The marketplace cannot void the carrier of shipment ${shipmentId} alone: cancel the plan instead, which is free within the void window.`,
        ),
      ]),

    cancelPlan: async (plan, voidableUntil, at) => {
      const { operationId } = await client.v2024('cancelInboundPlan', `the cancellation of inbound plan ${plan.planId}`, (api) =>
        api.cancelInboundPlan({ inboundPlanId: plan.planId }),
      );
      return started('CANCEL_PLAN', operationId, at, { planId: plan.planId, warnings: cancellationWarnings(voidableUntil, at) });
    },

    operation: async <Result>(operation: InboundOperation, at: Date) => {
      const handle = operation.handle as SpApiHandle;
      if (handle.settled) return { status: 'FAILED' as const, problems: handle.settled };
      const status = await client.v2024('getInboundOperationStatus', `the progress of inbound plan ${handle.planId}`, (api) =>
        api.getInboundOperationStatus({ operationId: operation.operationId }),
      );
      if (status.operationStatus === 'IN_PROGRESS') return { status: 'IN_PROGRESS' as const, retryAt: nextPollAt(operation.startedAt, at) };
      const problems = [...problemsOf(status.operationProblems ?? []), ...(handle.warnings ?? [])];
      if (status.operationStatus === 'FAILED') return { status: 'FAILED' as const, problems };
      const result = await resultOf(client, operation.kind, handle, at);
      // Done, but what it made is not readable yet (a confirmation id still coming): ask again shortly.
      if (result === null) return { status: 'IN_PROGRESS' as const, retryAt: nextPollAt(operation.startedAt, at) };
      return { status: 'SUCCESS' as const, result: result as Result, problems };
    },

    labels: async (_plan, request) => {
      const { confirmationId } = request;
      if (request.labelType === 'BILL_OF_LADING') {
        const reply = await client.v0('getBillOfLading', `the bill of lading of shipment ${confirmationId}`, (api) => api.getBillOfLading({ shipmentId: confirmationId }));
        return reply.payload?.DownloadURL ?? noDocument(`the bill of lading of shipment ${confirmationId}`);
      }
      const pallets = request.labelType === 'PALLET';
      const reply = await client.v0('getLabels', `the labels of shipment ${confirmationId}`, (api) =>
        api.getLabels({
          shipmentId: confirmationId,
          pageType: LABEL_PAGE_TYPES[request.pageType],
          labelType: pallets ? 'PALLET' : 'BARCODE_2D',
          ...(pallets ? { numberOfPallets: request.pallets } : { numberOfPackages: request.boxes }),
        }),
      );
      return reply.payload?.DownloadURL ?? noDocument(`the labels of shipment ${confirmationId}`);
    },
  };
}
