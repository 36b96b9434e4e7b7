import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import type { RunningServer } from '../support/appServer';

export const FIRST_JS_BUDGET_KB = 170;

/**
 * The JavaScript a first visit to /login downloads before the page settles, gzipped: what a seller
 * on a slow warehouse connection waits for. Service workers are blocked so that precaching (which
 * runs after the page is usable) is not counted.
 */
export async function measureFirstJs(server: RunningServer, path = '/login') {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const bodies = await Promise.all(scripts.values());
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
    const rawBytes = bodies.reduce((sum, body) => sum + body.length, 0);
    return { files: bodies.length, rawKb: rawBytes / 1024, gzipKb: gzipBytes / 1024 };
  } finally {
    await browser.close();
  }
}
