import type {
  Box,
  BoxChangeReply,
  BoxesChangeReply,
  BoxItem,
  FnskuQuantity,
  ListingItem,
  ListingSession,
  SessionSummary,
  Shipment,
  UnpackedItem,
} from '~/contract/lister';
import { ErrorCode } from '~/contract/errors';
import { plural } from '~/lib/plural';
import { appendLog, BOXING_MESSAGES, type BoxingOperation, type LogEntry } from './boxingLog';
import { byNumberDescending, giveBack, matchesSearch, shiftBoxParts, takeOut, unitsLeft, upsertBoxes, withoutItems } from './boxRules';

/**
 * The boxing screen's state (spec 4 "Boxing", spec 5). Pure: the server is the truth, so every
 * action is a reply (or a load) and the reducer only applies what it says, plus the spec's rules
 * for the parts a reply leaves out.
 */
export interface BoxingState {
  shipmentId: number;
  selectedBoxId: number | null;
  /** Items of the selected box ticked for a move or a removal from the session. */
  selectedItemIds: number[];
  /** Unpacked items ticked for "Add selected". */
  checkedUnpackedIds: number[];
  /** Highest number first (spec 9). */
  boxes: Box[];
  boxSearch: string;
  /** The selected box's items that match boxSearch. */
  boxItems: BoxItem[];
  unpackedSearch: string;
  /** The loaded pages of items with units left to pack, newest change first. */
  unpacked: UnpackedItem[];
  unpackedTotal: number;
  shipment: Shipment | null;
  summary: SessionSummary | null;
  excludedItemIds: number[];
  log: LogEntry[];
  /** Spec 5: "A reply whose success is false is stored as the session's error state". */
  error: { operation: BoxingOperation; code: number | null; message: string } | null;
  /** Set by error 1069 on an add (spec 5); the alert itself is the app's AlertHost. */
  restricted: { message: string } | null;
  /** What a reply could not tell and must be fetched again. */
  reload: { unpacked: boolean; shipments: boolean; boxes: boolean };
}

type Failure = { operation: BoxingOperation; code: number | null; message: string; at: number };

export type BoxingAction =
  | { type: 'boxesLoaded'; boxes: Box[] }
  | { type: 'boxLoaded'; box: Box; searchText: string }
  | { type: 'unpackedLoaded'; items: UnpackedItem[]; totalSize: number; searchText: string }
  | { type: 'sessionLoaded'; session: ListingSession }
  | { type: 'boxSelected'; boxId: number | null }
  | { type: 'boxSearchChanged'; searchText: string }
  | { type: 'itemSelectionToggled'; itemId: number }
  | { type: 'itemSelectionSet'; itemIds: number[] }
  | { type: 'unpackedCheckToggled'; itemId: number }
  | { type: 'unpackedChecksSet'; itemIds: number[] }
  | { type: 'boxCreated'; reply: { box: Box; shipment: Shipment; sessionSummary: SessionSummary }; at: number }
  | { type: 'boxUpdated'; box: Box; at: number }
  | { type: 'boxDeleted'; boxId: number; reply: { shipment: Shipment; sessionSummary: SessionSummary }; at: number }
  | { type: 'itemAdded'; entry: FnskuQuantity; reply: BoxChangeReply; at: number }
  | { type: 'itemRemoved'; entry: FnskuQuantity; reply: BoxChangeReply; at: number }
  | { type: 'itemsAddedBulk'; boxId: number; items: FnskuQuantity[]; reply: BoxesChangeReply; at: number }
  | { type: 'itemsMoved'; fromBoxId: number; toBoxId: number; items: FnskuQuantity[]; reply: BoxesChangeReply; at: number }
  | { type: 'itemsDeleted'; itemIds: number[]; sessionSummary: SessionSummary; at: number }
  | { type: 'itemQuantityChanged'; item: ListingItem; sessionSummary: SessionSummary; at: number }
  | { type: 'itemExcluded'; itemId: number }
  | { type: 'submitted'; shipment: Shipment; at: number }
  | ({ type: 'failed' } & Failure)
  | { type: 'errorDismissed' }
  | { type: 'restrictedDismissed' };

export function initialBoxingState(shipmentId: number, selectedBoxId: number | null = null): BoxingState {
  return {
    shipmentId,
    selectedBoxId,
    selectedItemIds: [],
    checkedUnpackedIds: [],
    boxes: [],
    boxSearch: '',
    boxItems: [],
    unpackedSearch: '',
    unpacked: [],
    unpackedTotal: 0,
    shipment: null,
    summary: null,
    excludedItemIds: [],
    log: [],
    error: null,
    restricted: null,
    reload: { unpacked: false, shipments: false, boxes: false },
  };
}

// ---- helpers -------------------------------------------------------------------------------

function selectedBoxItems(state: BoxingState, boxes: Box[], selectedBoxId: number | null, boxSearch: string): BoxItem[] {
  const box = boxes.find((candidate) => candidate.id === selectedBoxId);
  return box ? box.items.filter((item) => matchesSearch(item, boxSearch)) : selectedBoxId === state.selectedBoxId ? state.boxItems : [];
}

/** Replaces the item, or drops it once nothing is left to pack, or adds it back when units came out. */
function placeUnpacked(state: BoxingState, item: UnpackedItem): Pick<BoxingState, 'unpacked' | 'unpackedTotal' | 'checkedUnpackedIds'> {
  const listed = state.unpacked.some((existing) => existing.id === item.id);
  const left = unitsLeft(item, state.shipmentId);
  if (left <= 0) {
    return {
      unpacked: state.unpacked.filter((existing) => existing.id !== item.id),
      unpackedTotal: listed ? Math.max(0, state.unpackedTotal - 1) : state.unpackedTotal,
      checkedUnpackedIds: state.checkedUnpackedIds.filter((id) => id !== item.id),
    };
  }
  if (listed) {
    return {
      unpacked: state.unpacked.map((existing) => (existing.id === item.id ? item : existing)),
      unpackedTotal: state.unpackedTotal,
      checkedUnpackedIds: state.checkedUnpackedIds,
    };
  }
  if (!matchesSearch(item, state.unpackedSearch)) {
    return { unpacked: state.unpacked, unpackedTotal: state.unpackedTotal + 1, checkedUnpackedIds: state.checkedUnpackedIds };
  }
  const unpacked = [item, ...state.unpacked].sort((a, b) => b.dateUpdated.localeCompare(a.dateUpdated) || b.id - a.id);
  return { unpacked, unpackedTotal: state.unpackedTotal + 1, checkedUnpackedIds: state.checkedUnpackedIds };
}

function logged(state: BoxingState, entry: Omit<LogEntry, 'id'>): LogEntry[] {
  return appendLog(state.log, entry);
}

function succeeded(state: BoxingState, operation: BoxingOperation, at: number, detail: string | null): Pick<BoxingState, 'log' | 'error'> {
  return {
    log: logged(state, { at, operation, outcome: 'success', message: BOXING_MESSAGES[operation].success, detail, code: null }),
    error: null,
  };
}

const quantities = (items: FnskuQuantity[]) => items.map((item) => `${item.quantity} × ${item.fnsku}`).join(', ');

// ---- the reducer ---------------------------------------------------------------------------

export function boxingReducer(state: BoxingState, action: BoxingAction): BoxingState {
  switch (action.type) {
    case 'boxesLoaded': {
      const boxes = byNumberDescending(action.boxes);
      const stillThere = boxes.some((box) => box.id === state.selectedBoxId);
      const selectedBoxId = stillThere ? state.selectedBoxId : null;
      return {
        ...state,
        boxes,
        selectedBoxId,
        selectedItemIds: stillThere ? state.selectedItemIds : [],
        boxItems: selectedBoxItems(state, boxes, selectedBoxId, state.boxSearch),
        reload: { ...state.reload, boxes: false },
      };
    }
    case 'boxLoaded': {
      // A searched box carries only the matching items: its totals go to the list, not its items.
      const listed = state.boxes.find((box) => box.id === action.box.id);
      const forList = action.searchText.trim() === '' || !listed ? action.box : { ...action.box, items: listed.items };
      const boxes = upsertBoxes(state.boxes, [forList]);
      const current = action.box.id === state.selectedBoxId && action.searchText === state.boxSearch;
      return { ...state, boxes, boxItems: current ? action.box.items : state.boxItems };
    }
    case 'unpackedLoaded':
      return {
        ...state,
        unpacked: action.items,
        unpackedTotal: action.totalSize,
        unpackedSearch: action.searchText,
        checkedUnpackedIds: state.checkedUnpackedIds.filter((id) => action.items.some((item) => item.id === id)),
        reload: { ...state.reload, unpacked: false },
      };
    case 'sessionLoaded': {
      const { shipments, ...session } = action.session;
      const summary: SessionSummary = {
        sessionId: session.id,
        itemQuantity: session.itemQuantity,
        skuQuantity: session.skuQuantity,
        weight: session.weight,
        boxedQuantity: session.boxedQuantity,
        boxCount: session.boxCount,
      };
      const shipment = shipments.find((candidate) => candidate.id === state.shipmentId) ?? null;
      return { ...state, shipment, summary, reload: { ...state.reload, shipments: false } };
    }
    case 'boxSelected':
      return {
        ...state,
        selectedBoxId: action.boxId,
        selectedItemIds: [],
        boxItems: selectedBoxItems(state, state.boxes, action.boxId, state.boxSearch),
      };
    case 'boxSearchChanged':
      return { ...state, boxSearch: action.searchText, boxItems: selectedBoxItems(state, state.boxes, state.selectedBoxId, action.searchText) };
    case 'itemSelectionToggled':
      return {
        ...state,
        selectedItemIds: state.selectedItemIds.includes(action.itemId)
          ? state.selectedItemIds.filter((id) => id !== action.itemId)
          : [...state.selectedItemIds, action.itemId],
      };
    case 'itemSelectionSet':
      return { ...state, selectedItemIds: action.itemIds };
    case 'unpackedCheckToggled':
      return {
        ...state,
        checkedUnpackedIds: state.checkedUnpackedIds.includes(action.itemId)
          ? state.checkedUnpackedIds.filter((id) => id !== action.itemId)
          : [...state.checkedUnpackedIds, action.itemId],
      };
    case 'unpackedChecksSet':
      return { ...state, checkedUnpackedIds: action.itemIds };

    case 'boxCreated': {
      // The new box is where the next item goes: it becomes the selected one.
      const { box, shipment, sessionSummary } = action.reply;
      return {
        ...state,
        boxes: upsertBoxes(state.boxes, [box]),
        selectedBoxId: box.id,
        selectedItemIds: [],
        boxItems: box.items.filter((item) => matchesSearch(item, state.boxSearch)),
        shipment,
        summary: sessionSummary,
        ...succeeded(state, 'createBox', action.at, box.name),
      };
    }
    case 'boxUpdated': {
      const listed = state.boxes.find((box) => box.id === action.box.id);
      const box = listed ? { ...action.box, items: action.box.items.length > 0 ? action.box.items : listed.items } : action.box;
      return { ...state, boxes: upsertBoxes(state.boxes, [box]), ...succeeded(state, 'updateBox', action.at, box.name) };
    }
    case 'boxDeleted': {
      const gone = state.boxes.find((box) => box.id === action.boxId);
      return {
        ...state,
        boxes: state.boxes.filter((box) => box.id !== action.boxId),
        selectedBoxId: null,
        selectedItemIds: [],
        boxItems: [],
        shipment: action.reply.shipment,
        // The server's summary already has the box's units (and weight) taken off the session.
        summary: action.reply.sessionSummary,
        reload: { ...state.reload, unpacked: true, shipments: true },
        ...succeeded(state, 'removeBox', action.at, gone?.name ?? null),
      };
    }
    case 'itemAdded':
    case 'itemRemoved': {
      const { box, item, shipment, sessionSummary } = action.reply;
      const current = box.id === state.selectedBoxId;
      return {
        ...state,
        boxes: upsertBoxes(state.boxes, [box]),
        boxItems: current ? box.items.filter((entry) => matchesSearch(entry, state.boxSearch)) : state.boxItems,
        selectedItemIds: current ? state.selectedItemIds.filter((id) => box.items.some((entry) => entry.itemId === id)) : state.selectedItemIds,
        ...placeUnpacked(state, item),
        shipment,
        summary: sessionSummary,
        restricted: null,
        ...succeeded(state, action.type === 'itemAdded' ? 'add' : 'remove', action.at, `${box.name}: ${action.entry.quantity} × ${item.fnsku} ${item.title}`),
      };
    }
    case 'itemsAddedBulk': {
      const { boxes, shipment, sessionSummary } = action.reply;
      const target = boxes.find((box) => box.id === action.boxId);
      let next: BoxingState = { ...state };
      for (const entry of action.items) {
        const item = next.unpacked.find((candidate) => candidate.fnsku === entry.fnsku);
        if (item) next = { ...next, ...placeUnpacked(next, shiftBoxParts(item, state.shipmentId, entry.quantity, null, target)) };
      }
      const allBoxes = upsertBoxes(state.boxes, boxes);
      return {
        ...next,
        boxes: allBoxes,
        boxItems: selectedBoxItems(state, allBoxes, state.selectedBoxId, state.boxSearch),
        checkedUnpackedIds: [],
        shipment,
        summary: sessionSummary,
        restricted: null,
        ...succeeded(state, 'transfer', action.at, `${target?.name ?? 'Box'}: ${quantities(action.items)}`),
      };
    }
    case 'itemsMoved': {
      const { boxes, shipment, sessionSummary } = action.reply;
      const target = boxes.find((box) => box.id === action.toBoxId);
      const moved = new Map(action.items.map((entry) => [entry.fnsku, entry.quantity]));
      const unpacked = state.unpacked.map((item) => {
        const quantity = moved.get(item.fnsku);
        return quantity === undefined ? item : shiftBoxParts(item, state.shipmentId, quantity, action.fromBoxId, target);
      });
      let allBoxes = upsertBoxes(state.boxes, boxes);
      // Spec 5 on the source box, should the reply not carry it.
      if (!boxes.some((box) => box.id === action.fromBoxId)) {
        allBoxes = allBoxes.map((box) => {
          if (box.id !== action.fromBoxId) return box;
          const items = action.items.reduce((left, entry) => takeOut(left, (item) => item.fnsku === entry.fnsku, entry.quantity), box.items);
          const units = box.items.reduce((total, item) => total + item.quantity, 0) - items.reduce((total, item) => total + item.quantity, 0);
          return { ...box, items, itemQty: box.itemQty - units };
        });
      }
      return {
        ...state,
        boxes: allBoxes,
        boxItems: selectedBoxItems(state, allBoxes, state.selectedBoxId, state.boxSearch),
        selectedItemIds: [],
        unpacked,
        shipment,
        summary: sessionSummary,
        ...succeeded(state, 'transfer', action.at, `to ${target?.name ?? 'another box'}: ${quantities(action.items)}`),
      };
    }
    case 'itemsDeleted': {
      const ids = new Set(action.itemIds);
      const boxes = state.boxes.map((box) => withoutItems(box, ids));
      const listedGone = state.unpacked.filter((item) => ids.has(item.id)).length;
      return {
        ...state,
        boxes,
        boxItems: state.boxItems.filter((item) => !ids.has(item.itemId)),
        selectedItemIds: state.selectedItemIds.filter((id) => !ids.has(id)),
        checkedUnpackedIds: state.checkedUnpackedIds.filter((id) => !ids.has(id)),
        unpacked: state.unpacked.filter((item) => !ids.has(item.id)),
        unpackedTotal: Math.max(0, state.unpackedTotal - listedGone),
        summary: action.sessionSummary,
        // The shipment's own counts are not in the reply.
        reload: { ...state.reload, shipments: true },
        ...succeeded(state, 'removeFromSession', action.at, plural(action.itemIds.length, 'item')),
      };
    }
    case 'itemQuantityChanged': {
      const { item } = action;
      const boxedBefore = state.boxes.reduce(
        (total, box) => total + box.items.filter((entry) => entry.itemId === item.id).reduce((sum, entry) => sum + entry.quantity, 0),
        0,
      );
      const boxes = boxedBefore > item.boxedQuantity ? giveBack(state.boxes, item.id, boxedBefore - item.boxedQuantity) : state.boxes;
      const listed = state.unpacked.find((candidate) => candidate.id === item.id);
      let next: BoxingState = {
        ...state,
        boxes,
        boxItems: selectedBoxItems(state, boxes, state.selectedBoxId, state.boxSearch),
        summary: action.sessionSummary,
        // The shipment's own counts are not in the reply.
        reload: { ...state.reload, shipments: true },
        ...succeeded(state, 'setQuantity', action.at, `${item.fnsku}: ${item.quantity}`),
      };
      if (listed) {
        const updated: UnpackedItem = {
          ...listed,
          quantity: item.quantity,
          shipmentParts: listed.shipmentParts.map((part) =>
            part.shipmentId === state.shipmentId ? { ...part, quantity: item.quantity, boxedQuantity: item.boxedQuantity } : part,
          ),
        };
        next = { ...next, ...placeUnpacked(next, updated) };
      } else if (item.quantity > item.boxedQuantity) {
        next = { ...next, reload: { ...next.reload, unpacked: true } };
      }
      return next;
    }
    case 'itemExcluded':
      return state.excludedItemIds.includes(action.itemId) ? state : { ...state, excludedItemIds: [...state.excludedItemIds, action.itemId] };
    case 'submitted':
      return { ...state, shipment: action.shipment, ...succeeded(state, 'submit', action.at, action.shipment.name) };
    case 'failed': {
      const restricted = action.code === ErrorCode.RESTRICTED_ITEM && (action.operation === 'add' || action.operation === 'transfer');
      return {
        ...state,
        log: logged(state, {
          at: action.at,
          operation: action.operation,
          outcome: 'error',
          message: BOXING_MESSAGES[action.operation].error,
          detail: action.message,
          code: action.code,
        }),
        error: { operation: action.operation, code: action.code, message: action.message },
        restricted: restricted ? { message: action.message } : state.restricted,
      };
    }
    case 'errorDismissed':
      return { ...state, error: null };
    case 'restrictedDismissed':
      return { ...state, restricted: null };
  }
}
