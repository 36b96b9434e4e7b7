import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import type { ListingSession } from '../../src/contract';
import { bookzyDevice, sellerGet, wedgeScan } from './bookzySupport';
import { catalogBooksOf, itemRows, newSession } from './listerSupport';
import { bookedPlan, planWithBooks } from './planSupport';
import { ADMIN, DEMO, latestMail, linkIn, uniqueEmail } from './support';

/** What the accessibility check runs on and reports: axe-core's WCAG 2.1 A and AA rules, and the data the screens show. */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Ids of the records the seller screens show, made by `makeSellerData` through the app. */
export interface ScreenData {
  invitation: string;
  phone: string;
  openFba: number;
  openFbm: number;
  submitted: number;
  shipment: number;
  boxedPath: string;
  /** A plan of the newer flow, still being scanned, with a restricted and a hazmat book. */
  scanningPlan: number;
  /** A plan packed, placed and booked: every step before its labels shows what was done. */
  bookedPlan: number;
}

export async function signInAt(page: Page, who: 'seller' | 'admin', origin: string) {
  if (who === 'seller') {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('user-email')).toHaveText(DEMO.email);
  } else {
    await page.goto(`${origin}/admin-panel/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
  }
}

/** An invitation link from the register page's e-mail, so the finalize form is the real one. */
export async function invitationLink(page: Page) {
  const email = uniqueEmail('axe');
  await page.goto('/registersendlink');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByTestId('link-sent')).toBeVisible();
  return linkIn(await latestMail(email));
}

async function scanInto(page: Page, isbns: string[]) {
  for (const [index, isbn] of isbns.entries()) {
    await wedgeScan(page, isbn);
    await expect(itemRows(page)).toHaveCount(index + 1);
  }
}

/**
 * The demo seller's lister records, made through the app: an open FBA session holding a
 * restricted and a hazmat book (their flags are on screen), an open FBM session, and a submitted
 * session with a box that holds a book.
 */
export async function makeSellerData(page: Page, data: ScreenData) {
  data.phone = (await bookzyDevice(page, "Dana's phone")).deviceId;
  const books = catalogBooksOf({ plain: 3, restricted: 1, hazmat: 1 }, 13_000, 'PHX7');
  data.openFba = await newSession(page, 'FBA');
  await scanInto(page, books.filter((book) => book.kind !== 'plain' || book === books[0]).map((book) => book.isbn));
  data.scanningPlan = await planWithBooks(page, books.filter((book) => book.kind !== 'plain' || book === books[0]).map((book) => book.isbn));
  data.bookedPlan = (await bookedPlan(page, catalogBooksOf({ plain: 4, hazmat: 1 }, 13_500).map((book) => book.isbn))).sessionId;
  data.openFbm = await newSession(page, 'FBM');
  await scanInto(page, [books[0]!.isbn]);

  data.submitted = await newSession(page, 'FBA');
  await scanInto(page, books.filter((book) => book.kind === 'plain').slice(1).map((book) => book.isbn));
  await page.getByRole('button', { name: 'Submit session', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit session' }).click();
  await page.waitForURL(`**/listings/${data.submitted}/result`);
  const session = await sellerGet<ListingSession>(page, `listing/session/${data.submitted}`);
  data.shipment = session.shipments[0]!.id;

  await page.goto(`/listings/${data.submitted}/boxing/${data.shipment}`);
  const form = page.getByRole('form', { name: 'New box' });
  for (const [label, value] of [['Length (in)', '18'], ['Width (in)', '14'], ['Height (in)', '12'], ['Weight (lb)', '9.5']]) {
    await form.getByLabel(label!).fill(value!);
  }
  await form.getByRole('button', { name: 'New box' }).click();
  await expect(page.getByRole('list', { name: 'Boxes' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('region', { name: 'Items to pack' }).getByRole('button', { name: 'Add to box' }).first().click();
  await expect(page.getByRole('table', { name: /^Items in / }).locator('tbody tr')).toHaveCount(1);
  data.boxedPath = new URL(page.url()).pathname;
}

/** Waits until the screen shows its data: no loader spinning, no transition under way. */
export async function settle(page: Page) {
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root').filter({ visible: true })).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; message: string }[];
}

export async function seriousViolations(page: Page, screen: string): Promise<Finding[]> {
  // axe is put into the page once and stays until the next page load: the second size of a screen
  // runs it again without sending its half a megabyte of source each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options as axe.RunOptions),
    {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: WCAG_TAGS },
      // Label in name (WCAG 2.5.3) is an A criterion that axe still calls experimental: run it too.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        message: [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' / '),
      })),
    }));
}

export function report(findings: Finding[]) {
  return findings
    .map((finding) =>
      [`${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.help}`, ...finding.nodes.map((node) => `    ${node.target}: ${node.message}`)].join('\n'),
    )
    .join('\n');
}
