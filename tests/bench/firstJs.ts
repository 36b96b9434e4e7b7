import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import type { RunningServer } from '../support/appServer';
import { recordFirstVisit, totalKb } from '../support/firstVisit';

/**
 * JavaScript and CSS of a first visit to /login, as received: what a phone on slow 4G waits for.
 * The route search schemas load with the first page, so the constants they read live in small
 * modules of their own (contract/admin/listOptions.ts), not beside the endpoints (168.1 KB).
 */
export const FIRST_VISIT_BUDGET_KB = 170;

/**
 * The JavaScript and CSS a first visit to /login receives before the page settles, counted as the
 * browser received them (the encoded body of each response, from Chromium's network record), not
 * compressed afterwards. Service workers are blocked so that precaching, which runs after the page
 * is usable, is not counted.
 */
export async function measureFirstVisit(server: RunningServer, path = '/login') {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const files = await recordFirstVisit(page, `${server.url}${path}`, () =>
      page.getByRole('button', { name: 'Sign in' }).waitFor(),
    );
    const encodings = [...new Set(files.map((file) => file.encoding ?? 'uncompressed'))].sort();
    const jsKb = totalKb(files, 'js', 'wireBytes');
    const cssKb = totalKb(files, 'css', 'wireBytes');
    return {
      files: files.length,
      jsKb,
      cssKb,
      totalKb: jsKb + cssKb,
      encodings,
      decodedJsKb: totalKb(files, 'js', 'bodyBytes'),
      decodedCssKb: totalKb(files, 'css', 'bodyBytes'),
    };
  } finally {
    await browser.close();
  }
}
