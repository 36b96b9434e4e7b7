import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { locateNsessionItem, queryNsessionItems } from './itemQuery';
import { addNsessionItem, editNsessionItem, removeNsessionItems, setNsessionMinMax, setUnboxedQty } from './itemsService';
import { planFile, shipmentLabels } from './labelsService';
import {
  addToPackingBox,
  bulkBoxSpecs,
  bulkMoveUnits,
  confirmPackingOption,
  createPackingBox,
  finishPacking,
  makeNewPackingOptions,
  packingOptions,
  readPackingBox,
  readPackingState,
  removeFromPackingBox,
  removePackingBox,
} from './packingService';
import {
  confirmPlacementWithCarrier,
  confirmTransportForAll,
  requoteTransport,
  resetPlacement,
  selectPlacement,
  shipmentDetail,
  voidShipmentTransport,
} from './placementService';
import {
  cancelNsession,
  completeNsession,
  conditionNotes,
  createNsession,
  listNsessions,
  nsessionOperationHistory,
  readListerDefaults,
  readNsession,
  removeNsession,
  renameNsession,
  saveListerDefaults,
  saveNsessionSettings,
  submitNsession,
} from './sessionsService';

const sessions = sellerApi.nsessions;
const items = sellerApi.nsessionItems;
const packing = sellerApi.nsessionPacking;
const placement = sellerApi.nsessionPlacement;
/**
 * A step that asks the marketplace (claimOperation) runs outside any transaction of the
 * Idempotency-Key's own: its key is claimed first and its reply kept after, as a charge's is.
 */
const asksMarketplace = { idempotency: 'claim' } as const;

export const nsessionRoutes = [
  bind(sessions.list, ({ deps, principal }) => listNsessions(deps, principal.userId)),
  bind(sessions.create, ({ deps, principal, body }) => createNsession(deps, principal.userId, body)),
  bind(sessions.get, ({ deps, principal, params }) => readNsession(deps, principal.userId, params.sessionId)),
  bind(sessions.rename, ({ deps, principal, params, body }) => renameNsession(deps, principal.userId, params.sessionId, body.name)),
  bind(sessions.remove, ({ deps, principal, params }) => removeNsession(deps, principal.userId, params.sessionId)),
  bind(sessions.settings, ({ deps, principal, params, body }) => saveNsessionSettings(deps, principal.userId, params.sessionId, body)),
  bind(sessions.submit, ({ deps, principal, params }) => submitNsession(deps, principal.userId, params.sessionId), asksMarketplace),
  bind(sessions.operations, ({ deps, principal, params }) => nsessionOperationHistory(deps, principal.userId, params.sessionId)),
  bind(sessions.cancel, ({ deps, principal, params }) => cancelNsession(deps, principal.userId, params.sessionId), asksMarketplace),
  bind(sessions.complete, ({ deps, principal, params }) => completeNsession(deps, principal.userId, params.sessionId)),
  bind(sessions.defaults, ({ deps, principal }) => readListerDefaults(deps, principal.userId)),
  bind(sessions.saveDefaults, ({ deps, principal, body }) => saveListerDefaults(deps, principal.userId, body)),
  bind(sessions.conditionNotes, ({ deps, principal, params }) => conditionNotes(deps, principal.userId, params.sessionId)),

  bind(items.query, ({ deps, principal, params, query }) => queryNsessionItems(deps, principal.userId, params.sessionId, query)),
  bind(items.add, ({ deps, principal, params, body }) => addNsessionItem(deps, principal.userId, params.sessionId, body)),
  bind(items.edit, ({ deps, principal, params, body }) => editNsessionItem(deps, principal.userId, params.sessionId, params.itemId, body)),
  bind(items.remove, ({ deps, principal, params }) => removeNsessionItems(deps, principal.userId, params.sessionId, [params.itemId])),
  bind(items.removeBulk, ({ deps, principal, params, query }) => removeNsessionItems(deps, principal.userId, params.sessionId, query.bulk)),
  bind(items.unboxedQty, ({ deps, principal, params, body }) => setUnboxedQty(deps, principal.userId, params.sessionId, params.itemId, body.newUnboxedQty)),
  bind(items.minMax, ({ deps, principal, params, body }) => setNsessionMinMax(deps, principal.userId, params.sessionId, params.itemId, body.min, body.max)),
  bind(items.locate, ({ deps, principal, params, query }) => locateNsessionItem(deps, principal.userId, params.sessionId, query.code)),

  bind(packing.options, ({ deps, principal, params }) => packingOptions(deps, principal.userId, params.sessionId)),
  bind(packing.confirmOption, ({ deps, principal, params }) => confirmPackingOption(deps, principal.userId, params.sessionId, params.optionId), asksMarketplace),
  bind(packing.makeNew, ({ deps, principal, params }) => makeNewPackingOptions(deps, principal.userId, params.sessionId), asksMarketplace),
  bind(packing.state, ({ deps, principal, params }) => readPackingState(deps, principal.userId, params.sessionId)),
  bind(packing.createBox, ({ deps, principal, params, body }) => createPackingBox(deps, principal.userId, params.sessionId, body.packingGroupId)),
  bind(packing.getBox, ({ deps, principal, params }) => readPackingBox(deps, principal.userId, params.sessionId, params.boxId)),
  bind(packing.removeBox, ({ deps, principal, params }) => removePackingBox(deps, principal.userId, params.sessionId, params.boxId)),
  bind(packing.addToBox, ({ deps, principal, params, body }) =>
    addToPackingBox(deps, principal.userId, params.sessionId, params.boxId, body.itemId, body.quantity),
  ),
  bind(packing.removeFromBox, ({ deps, principal, params, body }) =>
    removeFromPackingBox(deps, principal.userId, params.sessionId, params.boxId, body.itemId, body.quantity),
  ),
  bind(packing.bulkSpecs, ({ deps, principal, params, body }) => bulkBoxSpecs(deps, principal.userId, params.sessionId, body)),
  bind(packing.bulkMove, ({ deps, principal, params, body }) => bulkMoveUnits(deps, principal.userId, params.sessionId, params.boxId, body)),
  bind(packing.finish, ({ deps, principal, params }) => finishPacking(deps, principal.userId, params.sessionId), asksMarketplace),
  bind(packing.resend, ({ deps, principal, params }) => finishPacking(deps, principal.userId, params.sessionId, true), asksMarketplace),

  bind(placement.select, ({ deps, principal, params, body }) => selectPlacement(deps, principal.userId, params.sessionId, body.placementOptionId), asksMarketplace),
  bind(placement.reset, ({ deps, principal, params }) => resetPlacement(deps, principal.userId, params.sessionId), asksMarketplace),
  bind(placement.confirm, ({ deps, principal, params, body }) =>
    confirmPlacementWithCarrier(deps, principal.userId, params.sessionId, params.placementId, body.method),
    asksMarketplace,
  ),
  bind(placement.requoteTransport, ({ deps, principal, params }) => requoteTransport(deps, principal.userId, params.sessionId, params.placementId), asksMarketplace),
  bind(placement.transportAll, ({ deps, principal, params, body }) =>
    confirmTransportForAll(deps, principal.userId, params.sessionId, params.placementId, body.method),
    asksMarketplace,
  ),
  bind(placement.transportReset, ({ deps, principal, params }) =>
    voidShipmentTransport(deps, principal.userId, params.sessionId, params.placementId, params.shipmentId),
    asksMarketplace,
  ),
  bind(placement.shipment, ({ deps, principal, params }) => shipmentDetail(deps, principal.userId, params.sessionId, params.placementId, params.shipmentId)),
  bind(placement.labels, ({ deps, principal, params, query }) => shipmentLabels(deps, principal.userId, params.sessionId, params.shipmentId, query)),
  bind(placement.boxLabel, ({ deps, principal, params, query }) =>
    shipmentLabels(deps, principal.userId, params.sessionId, params.shipmentId, { labelType: 'BOX', pageType: query.pageType, boxId: params.boxId }),
  ),
  bind(placement.file, ({ deps, principal, params }) => planFile(deps, principal.userId, params.sessionId)),
];
