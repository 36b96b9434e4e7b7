import type { Nsession, NsessionItem, NsessionStage } from '~/contract/nsession';

/** A plan as the server answers it, at a stage, for the plan screens' component tests. */
export function planAt(stage: NsessionStage, changes: Partial<Nsession> = {}): Nsession {
  return {
    idStr: '7',
    type: 'fba',
    name: 'Saturday books',
    itemQty: 3,
    skuQty: 2,
    weight: 24,
    stage,
    planStatus: stage === 'SCANNING' ? null : 'ACTIVE',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:05:00.000Z',
    settings: { defaultCondition: 'verygood', defaultConditionNote: null, defaultMinPrice: null, defaultMaxPrice: null, defaultQuantity: 1 },
    planId: stage === 'SCANNING' ? null : 'wfabcdefabcdef',
    packingOptionIdStr: null,
    packedAt: null,
    placementOptions: [],
    transportOptions: [],
    placementOptionIdStr: null,
    shipments: [],
    operation: null,
    completedAt: null,
    ...changes,
  };
}

export function planItem(index: number, changes: Partial<NsessionItem> = {}): NsessionItem {
  return {
    idStr: String(100 + index),
    asin: `000000000${index}`.slice(-10),
    isbn13: `978000000000${index}`.slice(0, 13),
    title: `Book ${index}`,
    author: 'A. Writer',
    fnsku: `X00TEST00${index}`,
    sku: `FBA-${index}`,
    condition: 'verygood',
    conditionNote: null,
    quantity: 1,
    price: null,
    min: null,
    max: null,
    fixedPrice: null,
    costPerUnit: null,
    boxedQty: 0,
    restricted: false,
    hazmatType: null,
    hasBattery: false,
    weight: 8,
    salesRank: 12_000 * (index + 1),
    offerCount: 4 + index,
    dateUpdated: '2026-11-26T10:05:00.000Z',
    ...changes,
  };
}
