import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

const port = Number(process.env.FOLIO_E2E_PORT ?? 8391);
export const E2E_MAIL_DIR = path.join(tmpdir(), `folio-e2e-mail-${port}`);
process.env.FOLIO_E2E_MAIL_DIR = E2E_MAIL_DIR;

/**
 * End-to-end tests in Debian's Chromium against the real server (built app, PGlite database with
 * the demo accounts): one server and one browser for the whole suite.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx tsx tests/e2e/serve.ts`,
    url: `http://localhost:${port}/api/session/xsrf`,
    env: { FOLIO_E2E_PORT: String(port), FOLIO_E2E_MAIL_DIR: E2E_MAIL_DIR },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
