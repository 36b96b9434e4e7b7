import { expect, type Page } from '@playwright/test';
import { DEFAULT_MEDIA_MAIL_RATES, evaluateTrigger, type BookStats, type BookzyDevice, type CatalogBook } from '../../src/contract';
import { DEMO_TRIGGERS } from '../../server/db/seed';
import { deriveBook } from '../../server/marketplace/deriveBook';
import { catalogIsbn } from '../../server/marketplace/simulator';

export { catalogIsbn };

/** A seller API call made by the page itself, with its stored token and device id. */
export async function sellerGet<T>(page: Page, path: string): Promise<T> {
  const reply = await page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-Device-Id': localStorage.getItem('deviceId') ?? '' },
    });
    return (await response.json()) as { success: boolean; data: unknown };
  }, `/api/${path}`);
  expect(reply.success, `GET /api/${path}`).toBe(true);
  return reply.data as T;
}

export async function bookzyDevice(page: Page, name: string): Promise<BookzyDevice> {
  const { content } = await sellerGet<{ content: BookzyDevice[] }>(page, 'bookzy/device/settings?pageSize=50&deviceStatus=ACTIVE');
  const device = content.find((candidate) => candidate.deviceName === name);
  if (!device) throw new Error(`no Bookzy device named ${name}`);
  return device;
}

export const serverStats = (page: Page, deviceId: string, isbn: string) =>
  sellerGet<BookStats>(page, `book/stats/v3?itemId=${isbn}&queryType=ISBN&deviceId=${deviceId}`);

/** Catalog books the device's triggers accept, as the server judges them now. */
export async function acceptedCatalogBooks(page: Page, deviceId: string, count: number, from = 0) {
  const found: { isbn: string; stats: BookStats }[] = [];
  for (let index = from; found.length < count; index++) {
    const stats = await serverStats(page, deviceId, catalogIsbn(index));
    if (stats.verdict?.status === 'ACCEPTED') found.push({ isbn: catalogIsbn(index), stats });
  }
  return found;
}

/**
 * A keyboard-wedge scanner: the code's keys then Enter, 5 ms apart, sent to whatever has focus as a
 * scanner's keyboard would. Dispatched inside the page: Playwright's key-by-key typing can leave
 * gaps longer than a scanner's on a loaded machine. Each event carries the time the scanner would
 * have typed it, because on a busy machine the page itself can be paused between two dispatches
 * for longer than the detector's gap, which a real scanner's keys, queued by the OS, never show.
 */
export async function wedgeScan(page: Page, code: string) {
  await page.evaluate((keys) => {
    const target = document.activeElement ?? document.body;
    const start = performance.now();
    keys.forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: start + index * 5 });
      target.dispatchEvent(event);
    });
  }, [...code, 'Enter']);
}

export async function openScanScreen(page: Page, deviceName: string) {
  await page.goto('/bookzy');
  await page.getByRole('region', { name: deviceName }).getByRole('link', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { name: deviceName })).toBeVisible();
}

export const soundCount = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.soundCount ?? 0));

/**
 * A catalog book the demo phone's first trigger ("FBA keeper") accepts with a wide margin, so the
 * other specs' small changes to costs or later triggers never change its verdict.
 */
export function bookForFbaKeeper(from = 0): CatalogBook {
  const rule = { id: 1, order: 1, ...DEMO_TRIGGERS[0] };
  const demoCosts = { buyCost: 100, inboundCost: 50 };
  for (let index = from; ; index++) {
    const book = deriveBook(catalogIsbn(index));
    const outcome = evaluateTrigger(book, rule, demoCosts, DEFAULT_MEDIA_MAIL_RATES);
    if (outcome.matches && outcome.profit! >= rule.minProfit + 500) return book;
  }
}

/** The keys of the copies the app keeps on the device for offline reloads (Dexie's keyValues). */
export const savedCopyKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('folio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('keyValues').objectStore('keyValues').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            open.result.close();
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
