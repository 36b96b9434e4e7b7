import { sellerApi, type ItemChangeReply, type ItemPage, type ListingItem, type SessionSummary } from '../../src/contract';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

type Body = Record<string, unknown>;
type QuantityReply = { item: ListingItem; sessionSummary: SessionSummary };

/**
 * The lister's item calls as a seller makes them, for the item test files. `serverOf` is read at
 * each call: the files start their server in beforeAll, after this is made.
 */
export function listerItemCalls(serverOf: () => TestServer) {
  const api = sellerApi.listerItems;
  const list = (seller: SellerAuth, sessionId: number, query: Record<string, string | number> = {}) =>
    serverOf().call<ItemPage>(api.list, { params: { sessionId }, query }, { auth: seller });
  return {
    list,
    /** Every item of the first page (the tests keep their sessions under a page). */
    allItems: async (seller: SellerAuth, sessionId: number) => dataOf(await list(seller, sessionId)).content,
    add: (seller: SellerAuth, sessionId: number, body: Body) =>
      serverOf().call<ItemChangeReply>(api.add, { params: { sessionId }, body }, { auth: seller }),
    update: (seller: SellerAuth, sessionId: number, itemId: number, body: Body) =>
      serverOf().call<ItemChangeReply>(api.update, { params: { sessionId, itemId }, body }, { auth: seller }),
    remove: (seller: SellerAuth, sessionId: number, itemId: number) =>
      serverOf().call<ItemChangeReply>(api.remove, { params: { sessionId, itemId } }, { auth: seller }),
    setQuantity: (seller: SellerAuth, sessionId: number, itemId: number, body: Body) =>
      serverOf().call<QuantityReply>(api.setQuantity, { params: { sessionId, itemId }, body }, { auth: seller }),
    setMinMax: (seller: SellerAuth, sessionId: number, itemId: number, min: number | null, max: number | null) =>
      serverOf().call<QuantityReply>(api.setMinMax, { params: { sessionId, itemId }, body: { min, max } }, { auth: seller }),
    removeMany: (seller: SellerAuth, sessionId: number, body: Body) =>
      serverOf().call<{ removed: number; sessionSummary: SessionSummary }>(api.removeMany, { params: { sessionId }, body }, { auth: seller }),
    move: (seller: SellerAuth, sessionId: number, body: Body) =>
      serverOf().call<{ sessionSummary: SessionSummary; targetSessionSummary: SessionSummary }>(
        api.move,
        { params: { sessionId }, body },
        { auth: seller },
      ),
  };
}

export const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
