import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  ITEM_QUANTITY_MAX,
  type AddItemInput,
  type AddOutcome,
  type BookCandidate,
  type ItemChangeReply,
} from '../../../src/contract';
import { validateCode } from '../../../src/contract/barcodes';
import { listingItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput } from '../../http/appError';
import type { Edition } from '../../marketplace/listing';
import { bumpSession, requireOpen, takeSku } from './sessionsService';
import { ownSession, type ItemRow } from './shared';
import { changeReply } from './itemsPage';
import { NOW, tooMany } from './itemsRules';

/** Scanning a book into a session (rules in itemsRules.ts). */

const candidateOf = (edition: Edition): BookCandidate => ({
  bookId: edition.book.asin,
  title: edition.book.title,
  author: edition.book.author,
  binding: edition.binding,
});

/** Scans a book into an open session: a new item with the session defaults, or one more scan's worth. */
export async function addItem(deps: AppDeps, userId: number, sessionId: number, input: AddItemInput): Promise<ItemChangeReply> {
  requireOpen(await ownSession(deps.db, userId, sessionId), 'books are added');
  const code = validateCode(input.code);
  if (!code.valid) throw invalidInput(`code is not a usable barcode: ${code.reason}`);
  const editions = await deps.marketplace.editions(code.code13);
  if (editions.length === 0) throw new AppError(404, ErrorCode.NOT_FOUND, 'The marketplace does not list this book.');
  let edition: Edition;
  if (input.bookId !== undefined) {
    const chosen = editions.find((each) => each.book.asin === input.bookId);
    if (!chosen) throw invalidInput('bookId is not one of the books this code lists.');
    edition = chosen;
  } else if (editions.length > 1 && input.whenSeveral !== 'FIRST') {
    return changeReply(deps.db, sessionId, 'MULTIPLE', null, editions.map(candidateOf));
  } else {
    edition = editions[0]!;
  }
  const { book } = edition;
  const terms = await deps.marketplace.listingTerms(book.isbn13);
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, userId, sessionId, true);
    requireOpen(session, 'books are added');
    const condition = session.defaultCondition;
    const fnsku = await deps.marketplace.fnsku(userId, book.asin, condition);
    const [existing] = await tx
      .select()
      .from(listingItems)
      .where(and(eq(listingItems.sessionId, sessionId), eq(listingItems.fnsku, fnsku)));
    let row: ItemRow;
    let outcome: AddOutcome;
    if (existing) {
      const quantity = existing.quantity + session.defaultQuantity;
      if (quantity > ITEM_QUANTITY_MAX) throw tooMany();
      [row] = (await tx
        .update(listingItems)
        .set({ quantity, dateUpdated: NOW })
        .where(eq(listingItems.id, existing.id))
        .returning()) as [ItemRow];
      outcome = 'INCREASED';
    } else {
      const sku = await takeSku(tx, userId, session.channel as 'FBA' | 'FBM', condition, deps.clock());
      [row] = (await tx
        .insert(listingItems)
        .values({
          sessionId,
          userId,
          asin: book.asin,
          isbn13: book.isbn13,
          title: book.title,
          author: book.author,
          weight: book.weight,
          restricted: terms.restricted,
          hazmatType: terms.hazmatType,
          hasBattery: terms.hasBattery,
          fnsku,
          sku,
          condition,
          quantity: session.defaultQuantity,
          minPrice: session.defaultMinPrice,
          maxPrice: session.defaultMaxPrice,
          conditionNote: session.defaultConditionNote,
          dateUpdated: NOW,
        })
        .returning()) as [ItemRow];
      outcome = 'ADDED';
    }
    await bumpSession(tx, sessionId);
    // When the first of several editions was taken, the others come back: the app offers them.
    return changeReply(tx, sessionId, outcome, row, editions.length > 1 ? editions.map(candidateOf) : []);
  });
}
