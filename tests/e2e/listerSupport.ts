import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import type { ItemPage, ListingItem } from '../../src/contract';
import { deriveBook } from '../../server/marketplace/deriveBook';
import { destinationOf, hasSeveralEditions, listingTermsOf } from '../../server/marketplace/listing';
import { catalogIsbn } from '../../server/marketplace/simulator';
import { sellerGet } from './bookzySupport';
import { E2E_CATALOG_SIZE } from './e2eCatalog';

export type BookKind = 'plain' | 'restricted' | 'hazmat' | 'several';

function kindOf(isbn: string): BookKind | 'other' {
  const terms = listingTermsOf(isbn);
  if (terms.hasBattery) return 'other';
  if (hasSeveralEditions(isbn)) return terms.restricted || terms.hazmatType ? 'other' : 'several';
  if (terms.restricted) return terms.hazmatType ? 'other' : 'restricted';
  return terms.hazmatType ? 'hazmat' : 'plain';
}

/**
 * Catalog books of the e2e server by what the marketplace says of them, from `from` on, so that
 * each spec takes its own books: `{ plain: 4, restricted: 1 }` gives four plain books and one
 * restricted, in catalog order; with a destination, the plain ones all go to that warehouse.
 */
export function catalogBooksOf(wanted: Partial<Record<BookKind, number>>, from: number, destination?: string) {
  const found: { isbn: string; title: string; kind: BookKind }[] = [];
  const left = { plain: 0, restricted: 0, hazmat: 0, several: 0, ...wanted };
  for (let index = from; index < E2E_CATALOG_SIZE && Object.values(left).some((count) => count > 0); index++) {
    const isbn = catalogIsbn(index);
    const kind = kindOf(isbn);
    if (kind === 'other' || left[kind] === 0) continue;
    if (destination && kind === 'plain' && destinationOf(isbn, false) !== destination) continue;
    left[kind] -= 1;
    found.push({ isbn, title: deriveBook(isbn).title, kind });
  }
  return found;
}

/** Starts a session from the sessions list and waits for its listing screen; returns its id. */
export async function newSession(page: Page, channel: 'FBA' | 'FBM') {
  await page.goto(channel === 'FBA' ? '/lister/session/fba' : '/listings/fbm');
  await page.getByRole('button', { name: `New ${channel} session` }).click();
  await page.waitForURL(new RegExp(`/listings/${channel.toLowerCase()}/\\d+$`));
  await expect(page.getByRole('region', { name: 'Scan books' })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

/** Every item of a session on the server, newest change first, through all pages. */
export async function serverItems(page: Page, sessionId: number): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  let seekId: string | null = null;
  do {
    const query: string = seekId ? `?seekId=${seekId}` : '';
    const itemPage: ItemPage = await sellerGet<ItemPage>(page, `listing/${sessionId}/item${query}`);
    items.push(...itemPage.content);
    seekId = itemPage.nextSeekId;
  } while (seekId);
  return items;
}

export const itemRows = (page: Page) => page.getByRole('table', { name: 'Session items' }).locator('tbody tr');
export const lastSoundEvent = (page: Page) => page.evaluate(() => document.documentElement.dataset.lastSoundEvent);

/** The text of a PDF the page downloads on `click`, as pdftotext reads it. */
export async function pdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/**
 * Lets the server apply the first POST to `url` that carries `code`, then loses its reply, as a
 * dropped connection would. Answers a check of whether that has happened.
 */
export async function loseOneReply(page: Page, url: string, code: string): Promise<() => boolean> {
  let dropped = false;
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || dropped || !request.postData()?.includes(code)) return route.fallback();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => dropped;
}
