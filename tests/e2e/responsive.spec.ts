import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookForFbaKeeper, bookzyDevice, catalogIsbn } from './bookzySupport';
import { latestRepricingResults } from './dashboardSupport';
import { pageCall } from '../support/pageCall';
import { configureSorter } from './sorterSupport';
import { DEMO, signIn } from './support';
import { cutOff } from './support/cutOff';
import { makeScreenData, type ScreenData } from './support/screenData';
import { sorterConfigScreens } from './sorterConfigSupport';
import { inventoryScreens } from './inventorySupport';
import { ensureLosses } from './reimbursementSupport';

/**
 * Warehouse tablets (1024x768) and phones used as scanners (390x844) are main devices, desktops
 * still matter: every lister and Bookzy screen, with real data, at each size shows everything
 * without cutting anything off, its key controls can be reached and clicked, and a screenshot of
 * each goes to test-results/ for a reviewer to look at.
 */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// One set of sessions, shipments and boxes for all three sizes.
let data: Promise<ScreenData> | undefined;

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every lister, Bookzy and sorter configuration screen fits, nothing cut off, its controls in reach', async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, DEMO);
      const lister = await (data ??= makeScreenData(page));
      const screen = screenChecker(page, size.name);

      await listerScreens(page, screen, lister);
      await planScreens(page, screen, lister);
      await bookzyScreens(page, screen);
      await sorterConfigScreens(page, screen);
      await billingScreens(page, screen);
      await shellMenu(page, screen);
    });

    test('the dashboard and the repricing results fit, nothing cut off, their controls in reach', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, DEMO);
      await latestRepricingResults(page);
      await dashboardScreen(page, screenChecker(page, size.name));
      await repricingResultsScreen(page, screenChecker(page, size.name));
    });

    test('every sorter screen fits, nothing cut off, its controls in reach', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO);
      await sorterScreens(page, screenChecker(page, size.name), baseURL!);
    });
  });
}

type ScreenCheck = (name: string, controls: Locator[]) => Promise<void>;

/** A code typed into the screen's code field: unlike a wedge scan, no key timing to miss on a busy machine. */
async function typeCode(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByLabel(label).press('Enter');
}

/**
 * Checks the screen as it is now: each control in reach, nothing cut off (both soft, so that one
 * run lists every screen's problems); then saves its screenshot as test-results/…/SIZE-NAME.png.
 */
function screenChecker(page: Page, sizeName: string): ScreenCheck {
  return async (name, controls) => {
    // The screen has loaded once its first control shows; on a busy machine that can take a while.
    await expect(controls[0]!).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    for (const control of controls) await expectInReach(page, control);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect.soft(await cutOff(page), `${name} at ${sizeName}: cut off`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${sizeName}-${name}.png`), fullPage: true });
  };
}

/**
 * Visible, inside the window's width once scrolled to, and on top where a finger would tap it:
 * nothing covers its middle (a control disabled until something is selected passes too).
 */
async function expectInReach(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const reach = await control.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return {
      left: Math.round(rect.left),
      right: Math.round(rect.right),
      onTop: top !== null && (element.contains(top) || top.contains(element)),
    };
  });
  const width = page.viewportSize()!.width;
  expect.soft(reach.left >= 0 && reach.right <= width + 1, `${control} inside the ${width} px window: ${JSON.stringify(reach)}`).toBe(true);
  expect.soft(reach.onTop, `${control} is not covered where it is tapped`).toBe(true);
}

/** The newer flow's steps on a plan being scanned, and the listing settings. */
async function planScreens(page: Page, screen: ScreenCheck, { plan, booked }: ScreenData) {
  await page.goto(`/lister/session/fba/${plan.id}/scanning`);
  await screen('plan-scanning', [
    page.getByLabel('Scan or type an ISBN'),
    page.getByRole('button', { name: 'Start camera' }),
    page.getByRole('navigation', { name: 'Plan steps' }).getByRole('link', { name: /Items/ }),
    page.getByRole('button', { name: 'Change' }),
    page.getByRole('button', { name: 'Make the plan' }),
    page.getByRole('button', { name: 'Plan actions' }),
  ]);

  await page.goto(`/lister/session/fba/${plan.id}/session-items`);
  const priced = page.getByRole('table', { name: 'Plan items' }).getByRole('row', { name: plan.pricedTitle });
  const narrow = page.viewportSize()!.width < 768;
  if (narrow) await page.getByRole('button', { name: 'Filters' }).click();
  await screen('plan-items', [
    priced.getByLabel(`Price of ${plan.pricedTitle}`, { exact: true }),
    priced.getByLabel(`Min price of ${plan.pricedTitle}`),
    priced.getByLabel(`Max price of ${plan.pricedTitle}`),
    priced.getByRole('button', { name: `Remove ${plan.pricedTitle}` }),
    page.getByLabel('Price from'),
    page.getByLabel('Sort by').first(),
    page.getByRole('button', { name: 'Make the plan' }),
  ]);

  const at = (step: string) => `/lister/session/fba/${booked.idStr}/${step}`;
  await page.goto(at('packing-options'));
  await screen('plan-packing-options', [page.getByText('Accepted', { exact: true }), page.getByRole('link', { name: 'Go to packing' })]);

  await page.goto(at('packing'));
  await screen('plan-packing', [
    page.getByRole('region', { name: 'Group 1' }).getByRole('listitem').first(),
    page.getByRole('region', { name: /^Open box: / }).first().getByLabel('Weight (lb)'),
    page.getByRole('link', { name: 'Placement and shipping', exact: true }).last(),
  ]);

  await page.goto(at('placement-shipping-options'));
  const shipment = booked.shipments[0]!;
  await screen('plan-placement', [
    page.getByRole('table', { name: 'Placement and carrier options' }).getByText('Confirmed'),
    page.getByRole('region', { name: `Shipment ${shipment.confirmationId}` }).getByRole('button', { name: 'Void transport' }),
    page.getByRole('link', { name: 'Print labels' }),
  ]);

  await page.goto(at('print-labels'));
  const labels = page.getByRole('region', { name: `Labels of ${shipment.confirmationId}` });
  await screen('plan-labels', [labels.getByRole('button', { name: 'Print' }), labels.getByRole('button', { name: 'Download' }), page.getByRole('button', { name: 'Mark plan complete' })]);

  await page.goto('/lister/session/settings');
  await screen('listing-settings-page', [page.getByLabel('Condition', { exact: true }).first(), page.getByLabel('Units per scan'), page.getByRole('button', { name: 'Save settings' })]);
}

async function listerScreens(page: Page, screen: ScreenCheck, lister: ScreenData) {
  const { open, submitted, fbm, boxing, boxed } = lister;

  await page.goto('/lister/session/fba');
  const fbaList = page.getByRole('table', { name: 'FBA sessions' });
  const submittedRow = fbaList.getByRole('row', { name: submitted.name });
  await screen('sessions-fba', [
    page.getByRole('button', { name: 'New FBA session' }),
    page.getByRole('group', { name: 'Channel' }).getByRole('link', { name: 'FBM' }),
    page.getByLabel('Search sessions'),
    submittedRow.getByRole('link', { name: submitted.name }),
    submittedRow.getByText('Submitted'),
    submittedRow.getByText(/ lb$/),
  ]);

  await page.goto('/listings/fbm');
  await screen('sessions-fbm', [
    page.getByRole('button', { name: 'New FBM session' }),
    page.getByRole('table', { name: 'FBM sessions' }).getByRole('row', { name: fbm.name }).getByText('Open'),
  ]);

  await page.goto(`/listings/fba/${open.id}`);
  const noted = page.getByRole('table', { name: 'Session items' }).getByRole('row', { name: open.notedTitle });
  await screen('listing', [
    page.getByRole('button', { name: 'Rename' }),
    page.getByRole('button', { name: 'Settings' }),
    page.getByRole('button', { name: 'Print item labels' }),
    page.getByRole('button', { name: 'Submit session' }),
    page.getByLabel('Scan or type an ISBN'),
    page.getByRole('button', { name: 'Start camera' }),
    noted.getByLabel(`Quantity of ${open.notedTitle}`),
    noted.getByLabel(`Min price of ${open.notedTitle}`),
    noted.getByLabel(`Max price of ${open.notedTitle}`),
    noted.getByRole('button', { name: `Edit ${open.notedTitle}` }),
    noted.getByRole('button', { name: `Delete ${open.notedTitle}` }),
  ]);

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Session settings' });
  await screen('listing-settings', [settings.getByLabel('Next number'), settings.getByRole('button', { name: 'Save settings' })]);
  await settings.getByRole('button', { name: 'Cancel' }).click();

  await noted.getByRole('button', { name: `Edit ${open.notedTitle}` }).click();
  const details = page.getByRole('dialog', { name: open.notedTitle });
  await screen('listing-item', [details.getByLabel('Expiration date'), details.getByRole('button', { name: 'Save' })]);
  await details.getByRole('button', { name: 'Cancel' }).click();

  // Offline, a scan waits on the device: the header carries the offline and waiting badges.
  await page.context().setOffline(true);
  await typeCode(page, 'Scan or type an ISBN', open.offlineIsbn);
  await screen('listing-offline', [
    page.getByTestId('offline-badge'),
    page.getByTestId('outbox-pending'),
    page.getByTestId('account-menu'),
    page.getByRole('list', { name: 'Scans waiting to sync' }),
  ]);
  await page.context().setOffline(false);
  await expect(page.getByTestId('outbox-pending')).toHaveCount(0, { timeout: 20_000 });

  await page.goto(`/listings/fba/${submitted.id}`);
  const packed = page.getByRole('table', { name: 'Session items' }).getByRole('row', { name: submitted.packedTitle });
  await screen('listing-submitted', [
    packed.getByText(/\d+ boxed/),
    packed.getByRole('button', { name: `Edit ${submitted.packedTitle}` }),
    packed.getByRole('button', { name: `Delete ${submitted.packedTitle}` }),
    page.getByRole('link', { name: 'Shipments' }),
  ]);

  await page.goto(`/listings/${submitted.id}/result`);
  const boxingRow = page.getByRole('table', { name: 'Shipments' }).getByRole('row', { name: boxing.name });
  await screen('result', [
    boxingRow.getByText('BOXING'),
    boxingRow.getByTestId('shipment-weight'),
    boxingRow.getByRole('link', { name: 'Box items' }),
    page.getByRole('link', { name: 'Submit shipments and print labels' }),
  ]);

  await page.goto(`/listings/${submitted.id}/boxing/${boxing.id}/${boxing.boxId}`);
  const toPack = page.getByRole('region', { name: 'Items to pack' }).getByRole('row', { name: boxing.unpackedRow });
  const inBox = page.getByRole('table', { name: 'Items in Box 1' }).getByRole('row', { name: boxing.boxedRow });
  await expect(inBox).toBeVisible();
  await screen('boxing', [
    page.getByRole('button', { name: 'Submit boxes' }),
    toPack.getByRole('checkbox'),
    toPack.getByTestId('units-left'),
    toPack.getByRole('button', { name: 'Add to box' }),
    page.getByLabel('Scan or type an FNSKU or ISBN'),
    page.getByRole('list', { name: 'Boxes' }).getByRole('button', { name: 'Box 2' }),
    page.getByRole('form', { name: 'New box' }).getByRole('button', { name: 'New box' }),
    page.getByRole('button', { name: 'Delete box' }),
    inBox.getByRole('checkbox'),
    inBox.getByRole('button', { name: 'Remove from box' }),
    page.getByRole('combobox', { name: 'Move selected to' }),
    page.getByRole('button', { name: 'Move selected', exact: true }),
  ]);

  await toPack.getByRole('button', { name: /^Change the quantity of/ }).click();
  const quantity = page.getByRole('dialog', { name: /^Quantity of/ });
  await screen('boxing-quantity', [quantity.getByLabel('Copies in the session'), quantity.getByRole('button', { name: 'Save' })]);
  await quantity.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete box' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete Box 1?' });
  await screen('boxing-delete', [deleting.getByRole('button', { name: 'Delete', exact: true })]);
  await deleting.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/listings/fba/${submitted.id}/submit-shipments`);
  const boxedCard = page.getByRole('region', { name: boxed.name });
  await boxedCard.getByRole('button', { name: 'LTL freight' }).click();
  await screen('shipments', [
    boxedCard.getByRole('button', { name: 'Submit box contents' }),
    boxedCard.getByRole('button', { name: 'Print box labels' }),
    boxedCard.getByRole('button', { name: 'Cancel' }),
    boxedCard.getByLabel('Contact e-mail'),
    boxedCard.getByRole('button', { name: 'Ask for a quote' }),
    page.getByRole('region', { name: boxing.name }).getByRole('link', { name: 'Box items' }),
  ]);

  await page.goto('/check-printers');
  await screen('check-printers', [
    page.getByRole('region', { name: '4 x 6 in box label' }).getByRole('button', { name: 'Print a test label' }),
    page.getByLabel('Scan a printed test label'),
  ]);
}

async function bookzyScreens(page: Page, screen: ScreenCheck) {
  const phone = await bookzyDevice(page, "Dana's phone");
  await page.goto('/bookzy');
  const card = page.getByRole('region', { name: "Dana's phone" });
  await screen('bookzy', [
    card.getByRole('link', { name: 'Scan' }),
    card.getByRole('link', { name: 'Triggers' }),
    card.getByLabel('Buy cost'),
    page.getByRole('button', { name: /Download for offline use|Update now|Resume download/ }),
    page.getByRole('button', { name: 'Save rates' }),
    page.getByRole('button', { name: 'Reset to defaults' }),
  ]);

  await page.goto(`/bookzy/${phone.deviceId}/scan`);
  await expect(page.getByRole('heading', { name: "Dana's phone" })).toBeVisible();
  // An accepted book, then one the triggers reject: the newest shows large.
  await typeCode(page, 'ISBN or barcode', bookForFbaKeeper(900).isbn13);
  await expect(page.getByTestId('scan-card')).toHaveCount(1);
  await typeCode(page, 'ISBN or barcode', catalogIsbn(1));
  await expect(page.getByTestId('scan-card')).toHaveCount(2);
  await screen('bookzy-scan', [page.getByLabel('ISBN or barcode'), page.getByRole('button', { name: 'Add' }), page.getByRole('tab', { name: /History/ })]);

  await page.getByRole('tab', { name: /History/ }).click();
  await screen('bookzy-history', [page.getByRole('button', { name: 'Clear history' }), page.getByTestId('history-row').first()]);

  await page.context().setOffline(true);
  await screen('bookzy-scan-offline', [page.getByTestId('offline-badge'), page.getByTestId('scan-status'), page.getByTestId('account-menu')]);
  await page.context().setOffline(false);

  await page.goto(`/bookzy/${phone.deviceId}/triggers`);
  const keeper = page.getByRole('listitem', { name: 'FBA keeper', exact: true });
  await screen('bookzy-triggers', [
    keeper.getByRole('button', { name: 'Drag FBA keeper' }),
    // The switch's own input is hidden under its track: the track, its label element, takes the tap.
    keeper.getByRole('switch', { name: 'Active: FBA keeper' }).locator('xpath=..'),
    keeper.getByRole('button', { name: 'Actions for FBA keeper' }),
    page.getByRole('button', { name: 'New trigger' }),
  ]);

  await keeper.getByRole('button', { name: 'Actions for FBA keeper' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit FBA keeper' });
  await screen('bookzy-trigger-edit', [edit.getByLabel('Max offers'), edit.getByRole('button', { name: 'Save trigger' })]);
  await edit.getByRole('button', { name: 'Cancel' }).click();
}

/** The seller shell's menu: beside the page where there is room, behind the burger on a phone. */
async function shellMenu(page: Page, screen: ScreenCheck) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const burger = page.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) {
    await burger.click();
    // The menu slides in: check it where it comes to rest.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  }
  await screen('menu', [menu.getByRole('link', { name: 'Bookzy' }), page.getByTestId('account-menu')]);
}

/** The dashboard once its charts are drawn: the demo seller's repricing, sales and stock, and the latest results. */
async function dashboardScreen(page: Page, screen: ScreenCheck) {
  await page.goto('/');
  const drawn = (region: string, shape: string) => page.getByRole('region', { name: region }).locator(shape).first();
  await expect(drawn('Repricing by day', 'path.recharts-rectangle')).toBeVisible({ timeout: 30_000 });
  await expect(drawn('Sales by day', 'path.recharts-rectangle')).toBeVisible();
  await expect(drawn('Your stock on average', '.recharts-pie-sector')).toBeVisible();
  await screen('dashboard', [
    page.getByText('90 days', { exact: true }),
    page.getByRole('table', { name: 'Stock averages by channel' }),
    page.getByRole('table', { name: 'Latest repricing results' }),
    page.getByRole('link', { name: 'All repricing results' }),
    page.getByLabel('New note'),
  ]);
}

/** The results of the latest run, the longest state badge ("No rule match") among them. */
async function repricingResultsScreen(page: Page, screen: ScreenCheck) {
  await page.goto('/automation-rules/repricing-results?state=NO_RULE_MATCH');
  await screen('repricing-results', [
    page.getByRole('table', { name: 'Repricing results' }).getByText('No Rule Match').first(),
    page.getByRole('button', { name: /^Why this price for / }).first(),
    page.getByRole('textbox', { name: 'Search' }),
  ]);
}

/** The sorter's scan screen with two books sorted, its analytics, and the tester (on its panel host). */
async function sorterScreens(page: Page, screen: ScreenCheck, baseURL: string) {
  // The demo seller's configuration is put back before the tester: other specs sort with it.
  const original = (await pageCall<{ file: string }>(page, 'GET', 'sorter/transfer')).file;
  await configureSorter(page);
  const { secret } = await pageCall<{ secret: string }>(page, 'POST', 'sorter/machine/key', { name: 'Line 1' });
  await page.goto('/sorter');
  await typeCode(page, 'ISBN or barcode', catalogIsbn(2));
  await expect(page.getByTestId('gate-card')).toHaveCount(1);
  await typeCode(page, 'ISBN or barcode', catalogIsbn(3));
  await expect(page.getByTestId('gate-card')).toHaveCount(2);
  await screen('sorter-scan', [
    page.getByLabel('ISBN or barcode'),
    page.getByRole('button', { name: 'Start camera' }),
    page.getByRole('button', { name: /Download for offline use|Update now|Resume download/ }),
    page.getByRole('link', { name: 'Analytics' }),
  ]);

  await page.getByRole('link', { name: 'Analytics' }).click();
  await screen('sorter-analytics', [
    page.getByText('Last 30 days', { exact: true }),
    page.getByLabel('First day'),
    page.getByRole('tab', { name: 'Yearly' }),
    page.getByRole('button', { name: 'Download gate report CSV' }),
  ]);
  await page.getByRole('tab', { name: 'Hourly' }).click();
  await screen('sorter-analytics-hourly', [page.getByRole('button', { name: 'Download hourly CSV' }), page.getByTestId('period-table')]);
  await pageCall(page, 'PUT', 'sorter/transfer', { file: original });

  const panel = baseURL.replace('//localhost', '//panel.localhost');
  await page.goto(`${panel}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(DEMO.email);
  await page.goto(`${panel}/tester`);
  await page.getByLabel('Machine key').fill(secret);
  await page.getByLabel('Code').fill(catalogIsbn(2));
  await page.getByRole('switch').click({ force: true });
  await page.getByRole('button', { name: 'Ask the machine API' }).click();
  await expect(page.getByTestId('machine-answer')).toBeVisible();
  await screen('sorter-tester', [page.getByLabel('Machine key'), page.getByRole('button', { name: 'Ask the machine API' }), page.getByRole('link', { name: 'Sorter settings' })]);
}

// Inventory import and export, and the shipping utilities, at the same three sizes.
for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the inventory import and shipping utilities screens fit, nothing cut off, their controls in reach', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO);
      await inventoryScreens(page, screenChecker(page, size.name));
    });
  });
}

// The account's profile and integration, the marketplace's consent page and the way back, and the
// reimbursement report with losses on it.
for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the profile, integration, authorisation and reimbursement screens fit, nothing cut off, their controls in reach', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, DEMO);
      await accountScreens(page, screenChecker(page, size.name));
    });
  });
}

async function accountScreens(page: Page, screen: ScreenCheck) {
  await page.goto('/account');
  await screen('account-profile', [
    page.getByLabel('First name'),
    page.getByRole('combobox', { name: 'State' }),
    page.getByRole('button', { name: 'Save profile' }),
    page.getByLabel('Current password'),
    page.getByRole('button', { name: 'Change password' }),
  ]);

  await page.goto('/account/integration');
  const authorise = page.getByRole('button', { name: /^(Authorise|Renew)/ });
  await screen('account-integration', [page.getByTestId('connection-status'), page.getByTestId('connection-seller-id'), authorise]);
  await authorise.click();
  await page.waitForURL(/\/marketplace-sim\/consent\?/);
  await screen('marketplace-consent', [page.getByLabel('Seller account'), page.getByRole('button', { name: 'Allow' }), page.getByRole('button', { name: 'Deny' })]);

  await page.goto('/sp/auth/complete?code=e2e-not-a-real-code.0123&state=e2e-not-a-real-state-0123&selling_partner_id=A1CHECK-10');
  await screen('authorisation-refused', [page.getByTestId('authorisation-outcome'), page.getByRole('link', { name: 'Back to Integration' })]);

  await ensureLosses(page);
  const narrow = page.viewportSize()!.width < 768;
  if (narrow) await page.getByRole('button', { name: /^Filters/ }).click();
  await screen('reimbursement', [
    page.getByTestId('total-ELIGIBLE'),
    page.getByTestId('total-EXPIRED'),
    page.getByLabel('Search'),
    page.getByRole('combobox', { name: 'Status' }),
    page.getByLabel('To', { exact: true }),
    page.getByRole('button', { name: 'Export CSV' }),
    page.getByRole('button', { name: /^Claim .*, loss \d+$/ }).first(),
  ]);
}

/** The account's billing screens, on the demo seller's subscriptions, cards and invoices. */
async function billingScreens(page: Page, screen: ScreenCheck) {
  await page.goto('/account/subscriptions');
  await screen('account-subscriptions', [
    page.getByRole('article', { name: 'Repricer', exact: true }).getByRole('button', { name: 'Retry payment' }),
    page.getByRole('button', { name: 'Cancel subscription' }).first(),
    page.getByRole('combobox', { name: 'Prices in' }),
    page.getByRole('button', { name: /^Subscribe to / }).first(),
  ]);
  await page.goto('/account/billing');
  await screen('account-billing', [
    page.getByRole('region', { name: 'Payments to settle' }).getByRole('button', { name: 'Retry payment' }),
    page.getByRole('button', { name: /^Make main: / }).first(),
    page.getByRole('button', { name: 'Add a card' }),
    page.getByLabel('Issued on or after'),
    page.getByRole('button', { name: 'Export CSV' }),
    page.getByRole('button', { name: /^Download invoice / }).first(),
  ]);
  await page.getByRole('button', { name: 'Add a card' }).click();
  await screen('account-billing-card', [page.getByLabel('Card number'), page.getByLabel('CVC'), page.getByRole('button', { name: 'Add card' })]);
  await page.goto('/account/affiliation');
  await screen('account-affiliation', [page.getByRole('button', { name: 'Copy link' })]);
}
