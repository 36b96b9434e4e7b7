import { expect, type Page } from '@playwright/test';
import type { Box, ListingSession, ReimbursementPage } from '../../src/contract';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf, serverItems } from './listerSupport';
import { setServerClockOffset } from './serverClock';

/**
 * Losses for the reimbursement screens, made the way a seller makes them: an FBA session of four
 * books, 100 units each, to one warehouse, submitted, boxed, its box contents sent and the shipment
 * accepted (the marketplace has it). The marketplace simulator receives it 3 to 10 days later and
 * loses or damages about 2.5% of the units there; so the server's clock runs LEDGER_DAYS ahead while
 * the report is read, which copies those losses in.
 */
export const LEDGER_DAYS = 25;
const DAY_MS = 86_400_000;

export const searchLosses = (page: Page, query = '') => pageCall<ReimbursementPage>(page, 'GET', `report/reimbursement/search?pageSize=100${query}`);

export async function acceptShipment(page: Page, from = 16_000) {
  const books = catalogBooksOf({ plain: 4 }, from, 'PHX7');
  const session = await pageCall<ListingSession>(page, 'POST', 'listing/session', { channel: 'FBA', name: `Reimbursement check ${new Date().toISOString().slice(11, 19)}` });
  for (const book of books) await pageCall(page, 'POST', `listing/${session.id}/item`, { code: book.isbn, whenSeveral: 'FIRST' });
  for (const item of await serverItems(page, session.id)) await pageCall(page, 'PUT', `listing/${session.id}/item/${item.id}/quantity`, { quantity: 100 });
  await pageCall(page, 'POST', `listing/session/${session.id}/submit`);
  const items = await serverItems(page, session.id);
  const { shipments } = await pageCall<ListingSession>(page, 'GET', `listing/session/${session.id}`);
  for (const shipment of shipments) {
    const path = `listing/${session.id}/shipment/${shipment.id}`;
    const { box } = await pageCall<{ box: Box }>(page, 'POST', `${path}/boxing`, { length: 240, width: 180, height: 160, weight: 480 });
    for (const item of items.filter((candidate) => candidate.shipmentId === shipment.id)) {
      await pageCall(page, 'PUT', `${path}/boxing/${box.id}/add`, { fnsku: item.fnsku, quantity: item.quantity });
    }
    await pageCall(page, 'PUT', `${path}/boxing`);
    await pageCall(page, 'POST', `${path}/submitBox`);
    await pageCall(page, 'PUT', `${path}/accept`);
  }
}

/** Moves the server's clock LEDGER_DAYS ahead for `work`, and back whatever happens. */
export async function withLedgerClock<T>(work: () => Promise<T>): Promise<T> {
  await setServerClockOffset(LEDGER_DAYS * DAY_MS);
  try {
    return await work();
  } finally {
    await setServerClockOffset(0);
  }
}

/**
 * The signed-in seller (with Lister and Reimbursement) has losses on the report: a shipment is
 * accepted unless some loss shows already, and the report is opened on the moved clock so that
 * they are copied in (the app refreshes its token, which the moved clock expired, on the way).
 * They stay listed when the clock is back, as losses still eligible.
 */
export async function ensureLosses(page: Page) {
  await withLedgerClock(async () => {
    await page.goto('/reimbursement');
    await expect(page.getByTestId('loss-count')).toHaveText(/loss/, { timeout: 20_000 });
    if (await page.getByTestId('no-losses').isVisible()) {
      await acceptShipment(page);
      await page.reload();
    }
    await expect(page.getByTestId('loss-row').first()).toBeVisible({ timeout: 20_000 });
  });
}
