/**
 * Scan to verdict from the offline catalog: the demo seller downloads the full snapshot, then a
 * wedge scanner scans catalog books on the scan screen. The app records each scan's time from the
 * decoded code to its verdict painted on screen as a User Timing measure (bookzy-scan-to-verdict).
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { catalogIsbn } from '../../server/marketplace/simulator';
import type { RunningServer } from '../support/appServer';
import { benchSignIn } from '../support/benchSignIn';

const SCANS = 200;

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function downloadSnapshot(page: Page): Promise<{ books: number; seconds: number }> {
  await page.goto('/bookzy');
  const catalog = page.getByRole('region', { name: 'Offline catalog' });
  const started = Date.now();
  await catalog.getByRole('button', { name: 'Download for offline use' }).click();
  await catalog.getByText(/books on this device/).waitFor({ timeout: 600_000 });
  const text = await catalog.getByTestId('snapshot-status').innerText();
  return { books: Number(/([\d,]+) books/.exec(text)![1]!.replace(/,/g, '')), seconds: (Date.now() - started) / 1000 };
}

async function scanAll(page: Page): Promise<number[]> {
  await page.getByRole('region', { name: "Dana's phone" }).getByRole('link', { name: 'Scan' }).click();
  // The camera is not part of this figure: stop it, unless it already failed (no camera here).
  const stopCamera = page.getByRole('button', { name: 'Stop camera' });
  await stopCamera.or(page.getByRole('button', { name: 'Try again' })).first().waitFor();
  if (await stopCamera.isVisible()) await stopCamera.click({ timeout: 2_000 }).catch(() => undefined);
  for (let index = 0; index < SCANS; index++) {
    const isbn = catalogIsbn(5000 + index * 97);
    await page.evaluate((keys) => {
      for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }, [...isbn, 'Enter']);
    await page.locator(`[data-testid="scan-card"][aria-label^="${isbn}: "]`).waitFor();
    await page.waitForFunction((count) => performance.getEntriesByName('bookzy-scan-to-verdict').length >= count, index + 1);
  }
  return page.evaluate(() => performance.getEntriesByName('bookzy-scan-to-verdict').map((entry) => entry.duration));
}

export async function measureScanToVerdict(server: RunningServer): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 412, height: 915 } });
    await benchSignIn(page, DEMO_ACCOUNTS.seller);
    const snapshot = await downloadSnapshot(page);
    const durations = (await scanAll(page)).sort((a, b) => a - b);
    return [
      `snapshot download: ${snapshot.books} books in ${snapshot.seconds.toFixed(1)} s`,
      `scan-to-verdict: median ${percentile(durations, 0.5).toFixed(1)} ms, p95 ${percentile(durations, 0.95).toFixed(1)} ms`,
      `  (${durations.length} wedge scans of catalog books, verdicts from the offline catalog)`,
    ];
  } finally {
    await browser.close();
  }
}
