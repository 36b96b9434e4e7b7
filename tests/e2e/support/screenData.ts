import type { Page } from '@playwright/test';
import type { Box, ListingItem, ListingSession, Shipment } from '../../../src/contract';
import { destinationOf } from '../../../server/marketplace/listing';
import { sellerGet } from '../bookzySupport';
import { catalogBooksOf, serverItems } from '../listerSupport';
import { pageCall } from '../../support/pageCall';
import { bookedPlan, planWithBooks } from '../planSupport';
import type { Nsession, NsessionItemPage } from '../../../src/contract/nsession';

/** A seller API write made by the page itself, with its token, device id and XSRF cookie. */
export const sellerSend = <T>(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => pageCall<T>(page, method, path, body);

export interface ScreenData {
  /** An open FBA session: the listing screen with its scan panel. */
  open: { id: number; notedTitle: string; offlineIsbn: string };
  /** A submitted FBA session: its result, shipments and boxing screens. */
  submitted: { id: number; name: string; packedTitle: string };
  fbm: { name: string };
  /** A shipment half packed in two boxes; Box 1 is the one shown. */
  boxing: { id: number; name: string; boxId: number; unpackedRow: string; boxedRow: string };
  /** A shipment boxed and measured, ready for its box contents and freight. */
  boxed: { id: number; name: string };
  /** A plan of the newer flow being scanned, with a priced item. */
  plan: { id: number; pricedTitle: string };
  /** A plan packed, placed and booked with small parcel: every later step shows what was done. */
  booked: Nsession;
}

const SIZE = { length: 180, width: 140, height: 120, weight: 95 };

async function newSession(page: Page, channel: 'FBA' | 'FBM', name: string) {
  return sellerSend<ListingSession>(page, 'POST', 'listing/session', { channel, name });
}

async function addBooks(page: Page, sessionId: number, isbns: string[]) {
  for (const code of isbns) await sellerSend(page, 'POST', `listing/${sessionId}/item`, { code, whenSeveral: 'FIRST' });
  return serverItems(page, sessionId);
}

async function newBox(page: Page, sessionId: number, shipmentId: number, items: ListingItem[], quantity = (item: ListingItem) => item.quantity) {
  const path = `listing/${sessionId}/shipment/${shipmentId}/boxing`;
  const { box } = await sellerSend<{ box: Box }>(page, 'POST', path, SIZE);
  for (const item of items) await sellerSend(page, 'PUT', `${path}/${box.id}/add`, { fnsku: item.fnsku, quantity: quantity(item) });
  return box;
}

/**
 * The demo seller's sessions for the screen checks, made through the API: an open session with
 * flagged and priced items, a submitted one whose first shipment is half packed and whose second
 * is boxed, and an FBM session. Books from 15000 on, apart from the other specs' books.
 */
export async function makeScreenData(page: Page): Promise<ScreenData> {
  const stamp = new Date().toISOString().slice(11, 19);
  const books = catalogBooksOf({ plain: 5, restricted: 1, hazmat: 1 }, 15000);
  const plain = books.filter((book) => book.kind === 'plain');

  const open = await newSession(page, 'FBA', `Estate sale, Maple Street, ${stamp}`);
  const openItems = await addBooks(page, open.id, books.map((book) => book.isbn));
  const noted = openItems.find((item) => item.isbn13 === plain[0]!.isbn)!;
  await sellerSend(page, 'PUT', `listing/${open.id}/item/${noted.id}`, {
    conditionNote: 'Small tear on the dust jacket, otherwise clean',
    hazmatType: 'OTHER',
    expirationDate: '2031-06-30',
  });
  await sellerSend(page, 'PUT', `listing/${open.id}/item/${noted.id}/minMax`, { min: 1250, max: 3000 });
  await sellerSend(page, 'PUT', `listing/${open.id}/item/${noted.id}/quantity`, { quantity: 2 });

  // Four plain books to one warehouse, one to another, a hazmat book on its own, a restricted one in none.
  const [first, ...others] = catalogBooksOf({ plain: 5 }, 15000, 'PHX7');
  const elsewhere = catalogBooksOf({ plain: 12 }, 15000).find((book) => destinationOf(book.isbn, false) !== 'PHX7')!;
  const submitted = await newSession(page, 'FBA', `Library sale, Oak Avenue branch, ${stamp}`);
  let items = await addBooks(page, submitted.id, [first!.isbn, ...others.slice(0, 3).map((book) => book.isbn), elsewhere.isbn, ...books.filter((book) => book.kind !== 'plain').map((book) => book.isbn)]);
  const counted = items.find((item) => item.isbn13 === first!.isbn)!;
  await sellerSend(page, 'PUT', `listing/${submitted.id}/item/${counted.id}/quantity`, { quantity: 3 });
  await sellerSend(page, 'POST', `listing/session/${submitted.id}/submit`);
  items = await serverItems(page, submitted.id);
  const session = await sellerGet<ListingSession>(page, `listing/session/${submitted.id}`);
  const shipmentOf = (isbn: string) => session.shipments.find((shipment) => shipment.id === items.find((item) => item.isbn13 === isbn)!.shipmentId)!;
  const boxing: Shipment = shipmentOf(first!.isbn);
  const boxed: Shipment = shipmentOf(elsewhere.isbn);

  // Box 1 takes one of the three copies and a second book, Box 2 a third; two copies and a book stay to pack.
  const countedItem = items.find((item) => item.id === counted.id)!;
  const [second, third] = items.filter((item) => item.shipmentId === boxing.id && item.id !== counted.id);
  const box1 = await newBox(page, submitted.id, boxing.id, [countedItem, second!], (item) => (item === countedItem ? 1 : item.quantity));
  await newBox(page, submitted.id, boxing.id, [third!]);
  await newBox(page, submitted.id, boxed.id, items.filter((item) => item.shipmentId === boxed.id));
  await sellerSend(page, 'PUT', `listing/${submitted.id}/shipment/${boxed.id}/boxing`);

  const fbm = await newSession(page, 'FBM', `Thrift store run, ${stamp}`);
  await addBooks(page, fbm.id, [plain[1]!.isbn]);

  const planId = await planWithBooks(page, books.map((book) => book.isbn));
  const planItems = await pageCall<NsessionItemPage>(page, 'GET', `nsession/${planId}/item?pageSize=100`);
  const priced = planItems.content.find((item) => item.isbn13 === plain[0]!.isbn)!;
  await sellerSend(page, 'PUT', `nsession/${planId}/item/${priced.idStr}`, { price: 1899, min: 1250, max: 3000 });

  return {
    open: { id: open.id, notedTitle: noted.title, offlineIsbn: plain[2]!.isbn },
    submitted: { id: submitted.id, name: session.name, packedTitle: countedItem.title },
    fbm: { name: fbm.name },
    boxing: { id: boxing.id, name: boxing.name, boxId: box1.id, unpackedRow: `${countedItem.title} ${countedItem.fnsku}`, boxedRow: `${second!.title} ${second!.fnsku}` },
    boxed: { id: boxed.id, name: boxed.name },
    plan: { id: planId, pricedTitle: priced.title },
    booked: (await bookedPlan(page, catalogBooksOf({ plain: 5, hazmat: 1 }, 19_000).map((book) => book.isbn))).plan,
  };
}
