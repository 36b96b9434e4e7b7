import { and, eq } from 'drizzle-orm';
import { ITEM_QUANTITY_MAX, type AddItemInput, type AddOutcome, type ItemChangeReply } from '../../../src/contract';
import { listingItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpSession, requireOpen, takeSku } from './sessionsService';
import { ownSession, type ItemRow } from './shared';
import { changeReply } from './itemsPage';
import { bookColumns, scannedBook } from './scannedBook';
import { NOW, tooMany } from './itemsRules';

/** Scanning a book into a session (rules in itemsRules.ts). */

/** Scans a book into an open session: a new item with the session defaults, or one more scan's worth. */
export async function addItem(deps: AppDeps, userId: number, sessionId: number, input: AddItemInput): Promise<ItemChangeReply> {
  requireOpen(await ownSession(deps.db, userId, sessionId), 'books are added');
  const scanned = await scannedBook(deps, userId, input);
  if (scanned.kind === 'MULTIPLE') return changeReply(deps.db, sessionId, 'MULTIPLE', null, scanned.candidates);
  const { edition, terms } = scanned;
  const { book } = edition;
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
          ...bookColumns(edition, terms),
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
    return changeReply(tx, sessionId, outcome, row, scanned.candidates);
  });
}
