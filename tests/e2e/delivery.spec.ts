import { expect, test, type Page } from '@playwright/test';
import { FIRST_VISIT_BUDGET_KB } from '../bench/firstJs';
import { recordFirstVisit, totalKb } from '../support/firstVisit';

/** Mantine's whole stylesheet, which every first visit used to load, was 243 KB. */
const FIRST_VISIT_CSS_BUDGET_KB = 80;
/** Below this the build writes no compressed copy: the headers would outweigh the saving. */
const SMALLEST_COMPRESSED_FILE = 1024;

/** The files the page shell links: the entry script, its preloads, styles, icons and manifest. */
async function shellLinks(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/login')).text();
  return [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
}

/** Every URL held by the service worker's caches, without Workbox's revision parameter. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  });
}

test('a first visit to /login receives its scripts and styles compressed, within the budget', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = await recordFirstVisit(page, '/login', () => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible());
  await context.close();

  expect(files.map((file) => file.kind)).toContain('css');
  for (const file of files) {
    expect(file.contentType, file.path).toMatch(file.kind === 'css' ? /^text\/css/ : /^application\/javascript/);
    expect(file.vary, file.path).toMatch(/accept-encoding/i);
    if (file.bodyBytes >= SMALLEST_COMPRESSED_FILE) {
      // Chromium accepts br on localhost as on HTTPS.
      expect(file.encoding, file.path).toBe('br');
      expect(file.wireBytes, file.path).toBeLessThan(file.bodyBytes / 2);
    }
  }
  const onTheWire = totalKb(files, 'js', 'wireBytes') + totalKb(files, 'css', 'wireBytes');
  expect(onTheWire).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KB);
  // Only the styles of the shell and the sign-in page: each other screen brings its own.
  expect(totalKb(files, 'css', 'bodyBytes')).toBeLessThanOrEqual(FIRST_VISIT_CSS_BUDGET_KB);
});

test('a browser that accepts only gzip, or no compression, gets the same files', async ({ page }) => {
  // The entry script: the shell may also link a runtime chunk smaller than a compressed copy is worth.
  const scripts = (await shellLinks(page)).filter((link) => link.endsWith('.js'));
  const script = scripts.find((link) => /\/(index|app)-/.test(link)) ?? scripts.at(-1);
  const plain = await page.request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  const gzip = await page.request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  for (const reply of [plain, gzip]) {
    expect(reply.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(reply.headers().vary).toMatch(/accept-encoding/i);
  }
  // Playwright decodes the gzip body as the browser does.
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
});

test('source maps are not published, and the service worker precaches what the page links but no map', async ({ page }) => {
  const links = await shellLinks(page);
  const scripts = links.filter((link) => link.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const map of [...scripts.map((script) => `${script}.map`), '/sw.js.map']) {
    const reply = await page.request.get(map);
    expect(reply.status(), map).toBe(404);
    expect(reply.headers()['content-type'], map).toMatch(/^application\/json/);
  }
  expect(await (await page.request.get('/sw.js')).text()).not.toContain('sourceMappingURL');

  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const precached = await cachedUrls(page);
  expect(precached).toEqual(expect.arrayContaining([...links, '/index.html']));
  expect(precached.filter((url) => /\.(map|br|gz)$/.test(url))).toEqual([]);
});
