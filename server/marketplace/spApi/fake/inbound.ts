import type {
  ConfirmTransportationOptionsRequest,
  CreateInboundPlanRequest,
  CreateInboundPlanResponse,
  GenerateTransportationOptionsRequest,
  InboundOperationStatus,
  ListPackingGroupItemsResponse,
  ListPackingOptionsResponse,
  ListPlacementOptionsResponse,
  ListShipmentBoxesResponse,
  ListTransportationOptionsResponse,
  SetPackingInformationRequest,
  Shipment,
} from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import type { GetBillOfLadingResponse, GetLabelsResponse } from '@sp-api-sdk/fulfillment-inbound-api-v0';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { OperationProblem } from '../../../../src/contract/nsession/inbound';
import { confirmationIdOf } from '../../inbound/inboundSimulator';
import type { FakeContext } from './fakeContext';
import {
  expiredProblem,
  findShipment,
  generatePacking,
  generatePlacement,
  generateTransport,
  isExpired,
  newPlan,
  packingGroupItems,
  setBoxes,
  shipmentBoxes,
  spPackingOption,
  spPlacementOption,
  spShipment,
  spTransportOption,
  type FakeInboundPlan,
} from './inboundPlans';

/**
 * The fake's Fulfillment Inbound API (2024-03-20, and the v0 labels calls). Every generate, set,
 * confirm and cancel call answers an operation id at once; the operation reads IN_PROGRESS for
 * FAKE_OPERATION_MS of the fake's clock, then SUCCESS or FAILED with the marketplace's problems,
 * as the real one does. Lists are paged (pageSize, paginationToken) so the adapter's paging is
 * exercised. Labels are a small PDF in the fake's document store.
 */

export const FAKE_OPERATION_MS = 400;
const BASE = '/inbound/fba/2024-03-20';
const DEFAULT_PAGE_SIZE = 10;

interface FakeOperation {
  seller: string;
  name: string;
  readyAt: number;
  problems: OperationProblem[];
}

type PlanParams = { inboundPlanId: string };
type PageQuery = { pageSize?: string; paginationToken?: string; placementOptionId?: string; shipmentId?: string };

/** One page of a list and the token of the next, as the marketplace pages. */
function paged<T>(list: readonly T[], query: PageQuery): { items: T[]; pagination?: { nextToken: string } } {
  const size = Math.min(Math.max(Number(query.pageSize) || DEFAULT_PAGE_SIZE, 1), 20);
  const start = Number(query.paginationToken ?? 0) || 0;
  const items = list.slice(start, start + size);
  return start + size < list.length ? { items, pagination: { nextToken: String(start + size) } } : { items };
}

const notFound = (reply: FastifyReply, what: string) => reply.status(404).send({ errors: [{ code: 'NotFound', message: `${what} was not found.` }] });
const invalid = (reply: FastifyReply, message: string) => reply.status(400).send({ errors: [{ code: 'InvalidInput', message }] });

export function installFakeInbound(app: FastifyInstance, context: FakeContext) {
  const plans = new Map<string, FakeInboundPlan>();
  const operations = new Map<string, FakeOperation>();

  /** Starts an operation whose outcome the fake knows now: the seller sees it once FAKE_OPERATION_MS has passed. */
  function operate(seller: string, name: string, problems: OperationProblem[] = []) {
    const operationId = randomUUID();
    operations.set(operationId, { seller, name, readyAt: context.now().getTime() + FAKE_OPERATION_MS, problems });
    return { operationId };
  }
  const fails = (problems: OperationProblem[]) => problems.some((problem) => problem.severity === 'ERROR');

  /** The seller's plan, or a 404 sent. */
  function planOf(request: FastifyRequest<{ Params: PlanParams }>, reply: FastifyReply): FakeInboundPlan | undefined {
    const seller = context.sellerOf(request);
    const plan = plans.get(request.params.inboundPlanId);
    if (plan?.seller === seller) return plan;
    void notFound(reply, `Inbound plan ${request.params.inboundPlanId}`);
    return undefined;
  }

  app.post<{ Body: CreateInboundPlanRequest }>(`${BASE}/inboundPlans`, async (request, reply): Promise<CreateInboundPlanResponse | FastifyReply> => {
    const seller = context.sellerOf(request);
    const { items, sourceAddress, destinationMarketplaces } = request.body ?? ({} as Partial<CreateInboundPlanRequest>);
    if (!items?.length || !sourceAddress?.addressLine1 || !destinationMarketplaces?.length) return invalid(reply, 'items, sourceAddress and destinationMarketplaces are required.');
    const plan = newPlan(seller, items, context.now());
    plans.set(plan.id, plan);
    return { inboundPlanId: plan.id, ...operate(seller, 'CREATE_INBOUND_PLAN') };
  });

  app.get<{ Params: { operationId: string } }>(`${BASE}/operations/:operationId`, async (request, reply): Promise<InboundOperationStatus | FastifyReply> => {
    const seller = context.sellerOf(request);
    const operation = operations.get(request.params.operationId);
    if (operation?.seller !== seller) return notFound(reply, `Operation ${request.params.operationId}`);
    const done = context.now().getTime() >= operation.readyAt;
    return {
      operationId: request.params.operationId,
      operation: operation.name,
      operationStatus: !done ? 'IN_PROGRESS' : fails(operation.problems) ? 'FAILED' : 'SUCCESS',
      operationProblems: done ? operation.problems : [],
    };
  });

  app.post<{ Params: PlanParams }>(`${BASE}/inboundPlans/:inboundPlanId/packingOptions`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    generatePacking(plan, context.now());
    return operate(plan.seller, 'GENERATE_PACKING_OPTIONS');
  });

  app.get<{ Params: PlanParams; Querystring: PageQuery }>(`${BASE}/inboundPlans/:inboundPlanId/packingOptions`, async (request, reply): Promise<ListPackingOptionsResponse | FastifyReply> => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const { items, pagination } = paged(plan.packingOptions, request.query);
    return { packingOptions: items.map((option) => spPackingOption(option, context.now())), ...(pagination ? { pagination } : {}) };
  });

  app.get<{ Params: PlanParams & { packingGroupId: string }; Querystring: PageQuery }>(
    `${BASE}/inboundPlans/:inboundPlanId/packingGroups/:packingGroupId/items`,
    async (request, reply): Promise<ListPackingGroupItemsResponse | FastifyReply> => {
      const plan = planOf(request, reply);
      if (!plan) return reply;
      const items = packingGroupItems(plan, request.params.packingGroupId);
      if (!items) return notFound(reply, `Packing group ${request.params.packingGroupId}`);
      const page = paged(items, request.query);
      return { items: page.items, ...(page.pagination ? { pagination: page.pagination } : {}) };
    },
  );

  app.post<{ Params: PlanParams & { packingOptionId: string } }>(`${BASE}/inboundPlans/:inboundPlanId/packingOptions/:packingOptionId/confirmation`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const option = plan.packingOptions.find((candidate) => candidate.id === request.params.packingOptionId);
    if (!option) return notFound(reply, `Packing option ${request.params.packingOptionId}`);
    if (isExpired(option.expiresAt, context.now())) return operate(plan.seller, 'CONFIRM_PACKING_OPTION', [expiredProblem('packing option', option.id)]);
    plan.packingOptions = plan.packingOptions.map((candidate) => (candidate.id === option.id ? { ...candidate, status: 'ACCEPTED' } : candidate));
    return operate(plan.seller, 'CONFIRM_PACKING_OPTION');
  });

  app.post<{ Params: PlanParams; Body: SetPackingInformationRequest }>(`${BASE}/inboundPlans/:inboundPlanId/packingInformation`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const groupings = request.body?.packageGroupings;
    if (!groupings?.length) return invalid(reply, 'packageGroupings is required.');
    setBoxes(plan, groupings);
    return operate(plan.seller, 'SET_PACKING_INFORMATION');
  });

  app.post<{ Params: PlanParams }>(`${BASE}/inboundPlans/:inboundPlanId/placementOptions`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    if (plan.boxes.length === 0) return operate(plan.seller, 'GENERATE_PLACEMENT_OPTIONS', [{ code: 'FBA_INB_0001', message: 'Set the packing information first.', severity: 'ERROR' }]);
    generatePlacement(plan, context.now());
    return operate(plan.seller, 'GENERATE_PLACEMENT_OPTIONS');
  });

  app.get<{ Params: PlanParams; Querystring: PageQuery }>(`${BASE}/inboundPlans/:inboundPlanId/placementOptions`, async (request, reply): Promise<ListPlacementOptionsResponse | FastifyReply> => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const { items, pagination } = paged(plan.placementOptions, request.query);
    return { placementOptions: items.map((option) => spPlacementOption(option, context.now())), ...(pagination ? { pagination } : {}) };
  });

  app.get<{ Params: PlanParams & { shipmentId: string } }>(`${BASE}/inboundPlans/:inboundPlanId/shipments/:shipmentId`, async (request, reply): Promise<Shipment | FastifyReply> => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    return spShipment(plan, request.params.shipmentId) ?? notFound(reply, `Shipment ${request.params.shipmentId}`);
  });

  app.get<{ Params: PlanParams & { shipmentId: string }; Querystring: PageQuery }>(
    `${BASE}/inboundPlans/:inboundPlanId/shipments/:shipmentId/boxes`,
    async (request, reply): Promise<ListShipmentBoxesResponse | FastifyReply> => {
      const plan = planOf(request, reply);
      if (!plan) return reply;
      const boxes = shipmentBoxes(plan, request.params.shipmentId);
      if (!boxes) return notFound(reply, `Shipment ${request.params.shipmentId}`);
      const page = paged(boxes, request.query);
      return { boxes: page.items, ...(page.pagination ? { pagination: page.pagination } : {}) };
    },
  );

  app.post<{ Params: PlanParams; Body: GenerateTransportationOptionsRequest }>(`${BASE}/inboundPlans/:inboundPlanId/transportationOptions`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const placement = plan.placementOptions.find((option) => option.id === request.body?.placementOptionId);
    if (!placement) return notFound(reply, `Placement option ${request.body?.placementOptionId}`);
    const asked = new Set(request.body.shipmentTransportationConfigurations?.map((configuration) => configuration.shipmentId));
    if (placement.shipments.some((shipment) => !asked.has(shipment.id))) return invalid(reply, 'Every shipment of the placement option needs a transportation configuration.');
    if (placement.status !== 'ACCEPTED' && isExpired(placement.expiresAt, context.now())) {
      return operate(plan.seller, 'GENERATE_TRANSPORTATION_OPTIONS', [expiredProblem('placement option', placement.id)]);
    }
    generateTransport(plan, placement, context.now());
    return operate(plan.seller, 'GENERATE_TRANSPORTATION_OPTIONS');
  });

  app.get<{ Params: PlanParams; Querystring: PageQuery }>(`${BASE}/inboundPlans/:inboundPlanId/transportationOptions`, async (request, reply): Promise<ListTransportationOptionsResponse | FastifyReply> => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const { placementOptionId, shipmentId } = request.query;
    const shipmentIds = new Set(placementOptionId ? plan.placementOptions.find((option) => option.id === placementOptionId)?.shipments.map((shipment) => shipment.id) : []);
    const matching = plan.transportOptions.filter((option) => (shipmentId ? option.shipmentId === shipmentId : shipmentIds.has(option.shipmentId)));
    const { items, pagination } = paged(matching, request.query);
    return { transportationOptions: items.map((option) => spTransportOption(option, context.now())), ...(pagination ? { pagination } : {}) };
  });

  app.post<{ Params: PlanParams & { placementOptionId: string } }>(`${BASE}/inboundPlans/:inboundPlanId/placementOptions/:placementOptionId/confirmation`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const placement = plan.placementOptions.find((option) => option.id === request.params.placementOptionId);
    if (!placement) return notFound(reply, `Placement option ${request.params.placementOptionId}`);
    if (isExpired(placement.expiresAt, context.now())) return operate(plan.seller, 'CONFIRM_PLACEMENT_OPTION', [expiredProblem('placement option', placement.id)]);
    plan.placementOptions = plan.placementOptions.map((option) => (option.id === placement.id ? { ...option, status: 'ACCEPTED' } : option));
    for (const shipment of placement.shipments) plan.confirmedShipments.add(shipment.id);
    return operate(plan.seller, 'CONFIRM_PLACEMENT_OPTION');
  });

  app.post<{ Params: PlanParams; Body: ConfirmTransportationOptionsRequest }>(`${BASE}/inboundPlans/:inboundPlanId/transportationOptions/confirmation`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    const selections = request.body?.transportationSelections ?? [];
    if (selections.length === 0) return invalid(reply, 'transportationSelections is required.');
    const problems: OperationProblem[] = [];
    for (const selection of selections) {
      const option = plan.transportOptions.find((candidate) => candidate.id === selection.transportationOptionId && candidate.shipmentId === selection.shipmentId);
      if (!option) return notFound(reply, `Transportation option ${selection.transportationOptionId}`);
      if (!plan.confirmedShipments.has(option.shipmentId)) {
        problems.push({ code: 'FBA_INB_0002', message: `Confirm the placement of shipment ${option.shipmentId} before its transportation.`, severity: 'ERROR' });
      }
      if (isExpired(option.expiresAt, context.now())) problems.push(expiredProblem('transportation option', option.id));
    }
    if (problems.length === 0) for (const selection of selections) plan.booked.set(selection.shipmentId, selection.transportationOptionId);
    return operate(plan.seller, 'CONFIRM_TRANSPORTATION_OPTIONS', problems);
  });

  app.put<{ Params: PlanParams }>(`${BASE}/inboundPlans/:inboundPlanId/cancellation`, async (request, reply) => {
    const plan = planOf(request, reply);
    if (!plan) return reply;
    plan.status = 'VOIDED';
    return operate(plan.seller, 'CANCEL_INBOUND_PLAN');
  });

  /** The v0 labels calls, by the shipment's confirmation id. */
  function confirmedShipment(request: FastifyRequest<{ Params: { shipmentId: string } }>) {
    const seller = context.sellerOf(request);
    for (const plan of plans.values()) {
      if (plan.seller !== seller) continue;
      for (const shipmentId of plan.confirmedShipments) {
        if (confirmationIdOf(shipmentId) === request.params.shipmentId && findShipment(plan, shipmentId)) return { plan, shipmentId };
      }
    }
    return undefined;
  }
  // The PDF a download link points at, stored where the fake keeps its signed documents.
  const documentUrl = (request: FastifyRequest) => context.documents.addressOf(request, context.documents.write('application/pdf', FAKE_PDF));

  app.get<{ Params: { shipmentId: string }; Querystring: { PageType?: string; LabelType?: string } }>(
    '/fba/inbound/v0/shipments/:shipmentId/labels',
    async (request, reply): Promise<GetLabelsResponse | FastifyReply> => {
      if (!request.query.PageType || !request.query.LabelType) return invalid(reply, 'PageType and LabelType are required.');
      if (!confirmedShipment(request)) return notFound(reply, `Shipment ${request.params.shipmentId}`);
      return { payload: { DownloadURL: documentUrl(request) } };
    },
  );

  app.get<{ Params: { shipmentId: string } }>('/fba/inbound/v0/shipments/:shipmentId/billOfLading', async (request, reply): Promise<GetBillOfLadingResponse | FastifyReply> => {
    const found = confirmedShipment(request);
    const booked = found && found.plan.transportOptions.find((option) => option.id === found.plan.booked.get(found.shipmentId));
    if (!found || booked?.method !== 'LTL') return notFound(reply, `An LTL shipment ${request.params.shipmentId}`);
    return { payload: { DownloadURL: documentUrl(request) } };
  });
}

/** The smallest PDF a viewer opens: one blank page. */
const FAKE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
