/**
 * Scan to gate on the sorter's tablet, offline: the demo seller's sorter is configured (three
 * rules, fallbacks), the tablet downloads the catalog on the scan screen and goes offline, then a
 * wedge scanner scans catalog books. The app records each scan's time from the wedge's Enter to
 * its gate painted on screen as a User Timing measure (sorter-scan-to-gate).
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { catalogIsbn } from '../../server/marketplace/simulator';
import type { RunningServer } from '../support/appServer';
import { benchSignIn } from '../support/benchSignIn';
import { configureSorter } from '../support/sorterSetup';
import { percentile } from './scanToVerdict';

const SCANS = 200;

async function downloadCatalog(page: Page) {
  await page.goto('/sorter');
  const catalog = page.getByRole('region', { name: 'Offline catalog' });
  await catalog.getByRole('button', { name: 'Download for offline use' }).click();
  await catalog.waitFor({ state: 'detached', timeout: 600_000 });
}

async function scanAll(page: Page): Promise<number[]> {
  for (let index = 0; index < SCANS; index++) {
    const isbn = catalogIsbn(7000 + index * 89);
    await page.evaluate((keys) => {
      for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }, [...isbn, 'Enter']);
    await page.locator(`[data-testid="gate-card"][aria-label^="${isbn}: "]`).waitFor();
    await page.waitForFunction((count) => performance.getEntriesByName('sorter-scan-to-gate').length >= count, index + 1);
  }
  return page.evaluate(() => performance.getEntriesByName('sorter-scan-to-gate').map((entry) => entry.duration));
}

export async function measureSorterScanToGate(server: RunningServer): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await benchSignIn(page, DEMO_ACCOUNTS.seller);
    await configureSorter(page);
    await downloadCatalog(page);
    await context.setOffline(true);
    await page.getByTestId('network-status').filter({ hasText: 'Offline' }).waitFor();
    const durations = (await scanAll(page)).sort((a, b) => a - b);
    return [
      `sorter scan-to-gate: median ${percentile(durations, 0.5).toFixed(1)} ms, p95 ${percentile(durations, 0.95).toFixed(1)} ms`,
      `  (${durations.length} wedge scans of catalog books offline on a 1024x768 tablet, gates from the offline catalog)`,
    ];
  } finally {
    await browser.close();
  }
}
