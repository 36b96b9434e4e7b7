import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Nsession } from '../../src/contract/nsession';
import type { Invoice, Subscription } from '../../src/contract/payments';
import { PROCESSOR_TOKEN_PATH } from '../../src/contract/payments/methods';
import { TEST_CARDS } from '../../src/contract/payments/testCards';
import type { RepricerRun, SorterSection, StockReport } from '../../src/contract';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf } from './listerSupport';
import { planWithBooks } from './planSupport';
import { DEMO, openSignUpLink, signIn, uniqueEmail } from './support';

/**
 * Every button that spends or makes something, clicked twice at once: the server does it once, and
 * the seller reads no error about the second click. The two clicks land in one task of the page,
 * before React can draw the button busy, as a double click does on a slow phone; each test counts
 * the requests the page sent and what the server holds afterwards.
 */

async function doubleClick(button: Locator) {
  await expect(button).toBeEnabled();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** How many requests the page has sent to `method` and a path that matches `path`. */
function requestsTo(page: Page, method: string, path: RegExp): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent += 1;
  });
  return () => sent;
}

/** No error was shown: the second click would have said "already", "nothing to" or "Code: …". */
async function expectNoErrorToast(page: Page) {
  await expect(page.getByRole('alert').filter({ has: page.getByTestId('toast-message') })).toHaveCount(0);
}

test.describe.serial('a new seller, from the sign-up link to a resumed subscription', () => {
  let page: Page;
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  test('"Open my account" clicked twice opens the account once and signs in', async () => {
    const email = uniqueEmail('double-click');
    await openSignUpLink(page, email);

    const confirms = requestsTo(page, 'POST', /^\/api\/user\/signup\/confirm$/);
    await doubleClick(page.getByRole('button', { name: 'Open my account' }));
    await expect(page.getByTestId('user-email')).toHaveText(email);
    await expect(page.getByText('This link no longer works')).toHaveCount(0);
    expect(confirms()).toBe(1);
  });

  test('"Subscribe" clicked twice subscribes once and charges once', async () => {
    // A card, given to the processor and added as the card form does.
    const token = await page.evaluate(
      async ({ path, number }) => {
        const reply = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ number, expMonth: 9, expYear: new Date().getFullYear() + 3, cvc: '123', holderName: 'Robin Hale' }),
        });
        return ((await reply.json()) as { token: string }).token;
      },
      { path: PROCESSOR_TOKEN_PATH, number: TEST_CARDS.SUCCEEDS },
    );
    await pageCall(page, 'POST', 'payment/setup', { token });

    await page.goto('/account/subscriptions');
    await page.getByRole('article', { name: 'Plan Repricer' }).getByRole('button', { name: 'Subscribe to Repricer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Repricer' });
    await dialog.getByRole('radio', { name: /Visa ending 4242/ }).check();
    const subscribes = requestsTo(page, 'POST', /^\/api\/payment\/subscription$/);
    await doubleClick(dialog.getByRole('button', { name: /^Subscribe for / }));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Repricer', exact: true }).getByTestId('subscription-status')).toHaveText('Active');
    await expectNoErrorToast(page);
    expect(subscribes()).toBe(1);
    const { subscriptions } = await pageCall<{ subscriptions: Subscription[] }>(page, 'GET', 'payment/subscription');
    expect(subscriptions.map((subscription) => subscription.plan.name)).toEqual(['Repricer']);
    expect(await pageCall<Invoice[]>(page, 'GET', 'payment/invoice/list')).toHaveLength(1);
  });

  test('"Reprice now" clicked twice makes one run', async () => {
    await page.goto('/automation-rules');
    const starts = requestsTo(page, 'POST', /^\/api\/repricer\/run$/);
    await doubleClick(page.getByRole('button', { name: 'Reprice now' }));
    const latestRun = page.getByRole('region', { name: 'Latest run' });
    await expect(latestRun.getByText(/^(Done|Paused)$/)).toBeVisible({ timeout: 60_000 });
    await expect(latestRun.getByRole('alert')).toHaveCount(0);
    expect(starts()).toBe(1);
    const run = await pageCall<RepricerRun>(page, 'GET', 'repricer/run/latest');
    expect(run.id).toBeGreaterThan(0);
  });

  test('"Resume" clicked twice resumes once, with no "nothing to resume"', async () => {
    const { subscriptions } = await pageCall<{ subscriptions: Subscription[] }>(page, 'GET', 'payment/subscription');
    await pageCall(page, 'DELETE', `payment/subscription/${subscriptions[0]!.id}?reason=NONE`);
    await page.goto('/account/subscriptions');
    const card = page.getByRole('article', { name: 'Repricer', exact: true });
    await expect(card.getByTestId('subscription-status')).toHaveText('Cancelled');
    const resumes = requestsTo(page, 'PUT', /^\/api\/payment\/subscription\/\d+\/resume$/);
    await doubleClick(card.getByRole('button', { name: 'Resume' }));
    await expect(card.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByText('Repricer is active again.')).toBeVisible();
    await expectNoErrorToast(page);
    expect(resumes()).toBe(1);
    expect(await pageCall<Invoice[]>(page, 'GET', 'payment/invoice/list')).toHaveLength(1);
  });
});

test.describe('the demo seller', () => {
  test.beforeEach(({ page }) => signIn(page, DEMO));

  test('"Make the plan" clicked twice makes one plan, with no "not possible now"', async ({ page }) => {
    const books = catalogBooksOf({ plain: 2 }, 19_200);
    const sessionId = await planWithBooks(page, books.map((book) => book.isbn));
    await page.goto(`/lister/session/fba/${sessionId}/scanning`);
    await page.getByRole('button', { name: 'Make the plan' }).click();
    const submits = requestsTo(page, 'POST', new RegExp(`^/api/nsession/${sessionId}/submit$`));
    await doubleClick(page.getByRole('dialog').getByRole('button', { name: 'Make the plan' }));
    await page.waitForURL(/\/packing-options$/);
    await expectNoErrorToast(page);
    expect(submits()).toBe(1);
    const plan = await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`);
    expect(plan.stage).toBe('PACKING_OPTIONS');
  });

  test('"New section → Save" clicked twice makes one section', async ({ page }) => {
    const name = `Double click ${Date.now()}`;
    await page.goto('/sorter/triggers');
    await page.getByRole('button', { name: 'New section' }).click();
    const dialog = page.getByRole('dialog', { name: 'New section' });
    await dialog.getByLabel('Section name').fill(name);
    const creates = requestsTo(page, 'POST', /^\/api\/sorter\/section$/);
    await doubleClick(dialog.getByRole('button', { name: 'Save' }));
    await expect(page.getByTestId('section-title')).toHaveText(name);
    await expect(page.getByRole('alert').filter({ hasText: 'Section not created' })).toHaveCount(0);
    expect(creates()).toBe(1);
    const named = (await pageCall<SorterSection[]>(page, 'GET', 'sorter/section')).filter((section) => section.name === name);
    expect(named).toHaveLength(1);
    // The demo's sections stay as the other specs expect them.
    await pageCall(page, 'DELETE', `sorter/section/${named[0]!.id}`);
  });

  test('"Request report" clicked twice requests one report', async ({ page }) => {
    await page.goto('/my-pricer?qtyGte=3');
    const reports = page.getByRole('region', { name: 'Reports' });
    const before = (await pageCall<StockReport[]>(page, 'GET', 'report')).length;
    const requests = requestsTo(page, 'POST', /^\/api\/report$/);
    await doubleClick(reports.getByRole('button', { name: 'Request report' }));
    await expect.poll(async () => (await pageCall<StockReport[]>(page, 'GET', 'report')).length).toBe(before + 1);
    await expect(reports.getByRole('alert')).toHaveCount(0);
    expect(requests()).toBe(1);
  });
});
