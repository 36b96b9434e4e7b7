/**
 * Renders the PWA icons from the Folio mark with Chromium: `npx tsx scripts/make-icons.ts`.
 * The PNGs are committed; run this again only when the mark changes.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { LOGO_MARK } from '../src/components/logoMark';
import { chromiumLaunchOptions } from './lib/chromium';

const { navy, leftPage, rightPage } = LOGO_MARK;
const BOOK = `<path d="${leftPage.d}" fill="${leftPage.fill}"/><path d="${rightPage.d}" fill="${rightPage.fill}"/>`;

/** Regular icons have rounded corners; maskable ones fill the square and keep the mark in the safe zone. */
function svg(maskable: boolean) {
  const background = maskable ? `<rect width="64" height="64" fill="${navy}"/>` : `<rect width="64" height="64" rx="14" fill="${navy}"/>`;
  const mark = maskable ? `<g transform="translate(12.8 12.8) scale(0.6)">${BOOK}</g>` : BOOK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}${mark}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

await writeFile('public/icons/favicon.svg', `${svg(false)}\n`);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`);
  await writeFile(`public/icons/${icon.file}`, await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();
console.log(`wrote favicon.svg and ${icons.length} PNG icons to public/icons`);
