import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { invitationLink, makeSellerData, report, seriousViolations, settle, signInAt, type Finding, type ScreenData } from './accessibilitySupport';
import { wedgeScan } from './bookzySupport';
import { latestRepricingResults } from './dashboardSupport';
import { catalogBooksOf } from './listerSupport';
import { pageCall } from '../support/pageCall';
import { cutOff } from './support/cutOff';
import { confirmImport, openCheckSection, uploadBadRules } from './sorterConfigSupport';
import { uploadBadInventory, uploadBadLocations } from './inventorySupport';
import { ensureLosses } from './reimbursementSupport';

/**
 * axe-core over every built screen, against the real server with real data: WCAG 2.1 A and AA,
 * no serious or critical violation, at the desktop and the phone size. A screen added to the app
 * is added here in one line; the last test fails while a route file has no line.
 */

// The report names every violation; a trace of some eighty page loads is large and slow to save.
test.use({ trace: 'off' });

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
};
/**
 * axe runs on the seller's screens at the desktop and phone sizes (responsive.spec.ts checks them
 * for anything cut off at 1440, 1024 and 390); on the admin screens at 1440, 1024 and 390, each also
 * checked for anything cut off.
 */
const AXE_SIZES: Viewport[] = ['desktop', 'phone'];
const ADMIN_SIZES: Viewport[] = ['wide', 'tablet', 'phone'];
type Viewport = keyof typeof VIEWPORTS;
type Data = ScreenData;

interface Screen {
  /** The route file's id (its `createFileRoute` argument); null for a page no route file owns. */
  route: string | null;
  path: string | ((data: Data) => string);
  /** The document title, "Folio - …": proves the screen itself was checked, not a redirect. */
  title: string;
  /** A state worth checking on its own: a dialog or menu open, a form showing its errors. */
  state?: string;
  open?: (page: Page) => Promise<unknown>;
  /** Who looks at it; by default the area of its route. */
  as?: Who;
  only?: Viewport;
  /** The first label of the host the screen needs (the sorter tester opens only on panel.…). */
  host?: 'panel';
}
type Who = 'visitor' | 'seller' | 'admin';

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).first().click();
const dialog = (name: string) => async (page: Page) => {
  await button(name)(page);
  await expect(page.getByRole('dialog')).toBeVisible();
};
const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation')).toBeInViewport();
};
const emptySubmit = (name: string) => async (page: Page) => {
  await button(name)(page);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
};
const scanABook = async (page: Page) => {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await wedgeScan(page, catalogBooksOf({ plain: 1 }, 14_000)[0]!.isbn);
  await expect(page.getByTestId('scan-card').first()).toHaveAttribute('data-status', /ACCEPTED|REJECTED/);
};

/** A code typed on the sorter's scan screen: its gate card shows. */
const sortABook = async (page: Page) => {
  await page.getByLabel('ISBN or barcode').fill(catalogBooksOf({ plain: 1 }, 14_000)[0]!.isbn);
  await page.getByLabel('ISBN or barcode').press('Enter');
  await expect(page.getByTestId('gate-card').first()).toBeVisible();
};

const openHourlyReport = async (page: Page) => {
  await page.getByRole('tab', { name: 'Hourly' }).click();
  await expect(page.getByTestId('period-table')).toBeVisible();
};

/** The tester asks the machine API with a key made for it: the answer shows in the gate's colour. */
const askTheMachineApi = async (page: Page) => {
  const { secret } = await pageCall<{ secret: string }>(page, 'POST', 'sorter/machine/key', { name: 'Accessibility check' });
  await page.getByLabel('Machine key').fill(secret);
  await page.getByLabel('Code').fill(catalogBooksOf({ plain: 1 }, 14_000)[0]!.isbn);
  await page.getByRole('button', { name: 'Ask the machine API' }).click();
  await expect(page.getByTestId('machine-answer')).toBeVisible();
};

const openFirstSku = async (page: Page) => {
  await page.getByRole('table', { name: 'Stock' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog').getByTestId('price-history').getByRole('img')).toBeVisible();
};

const requestReport = async (page: Page) => {
  await page.getByRole('region', { name: 'Reports' }).getByRole('button', { name: 'Request report' }).click();
  await expect(page.getByRole('table', { name: 'Reports' })).toBeVisible();
};

/** The open session's Boxes tab with a send-to-marketplace box holding a book, the box selected. */
const packABox = async (page: Page) => {
  await page.getByRole('tab', { name: 'Boxes' }).click();
  await page.getByRole('button', { name: 'New box' }).click();
  await page.getByRole('combobox', { name: 'Session item' }).click();
  await page.getByRole('option').filter({ hasNotText: 'restricted' }).first().click();
  await page.getByRole('button', { name: /^Add to Box / }).click();
  await expect(page.getByRole('table', { name: /^Items in Box / }).locator('tbody tr')).toHaveCount(1);
};

/** The dashboard with the demo seller's charts drawn (a repricing run first if they have none) and their figures shown. */
const dashboardCharts = async (page: Page) => {
  await latestRepricingResults(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Repricing by day' }).locator('path.recharts-rectangle').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your stock on average' }).locator('.recharts-pie-sector').first()).toBeVisible();
  for (const chart of ['Repricing by day', 'Sales by day']) await page.getByRole('button', { name: `Show the figures: ${chart}` }).click();
  await expect(page.getByRole('table', { name: 'Latest repricing results' })).toBeVisible();
};

const SCREENS: Screen[] = [
  { route: '/login', path: '/login', title: 'Login' },
  { route: '/login', path: '/login', title: 'Login', state: 'form errors', open: emptySubmit('Sign in') },
  { route: '/signup', path: '/signup', title: 'Sign Up' },
  { route: '/signup', path: '/signup', title: 'Sign Up', state: 'form errors', open: emptySubmit('Create account') },
  { route: '/signup', path: '/signup?ref=NOT-A-CODE', title: 'Sign Up', state: 'referral code refused', open: emptySubmit('Create account') },
  { route: '/forgot-password', path: '/forgot-password', title: 'Forgot Password' },
  { route: '/forgot-password', path: '/forgot-password?token=e2e-reset-link', title: 'Forgot Password', state: 'reset link' },
  { route: '/registersendlink', path: '/registersendlink', title: 'Register Send Link' },
  { route: '/signup_/confirm', path: '/signup/confirm?token=e2e-sign-up-link-0123', title: 'Confirm Sign Up' },
  { route: '/impersonate', path: '/impersonate#code=e2e-not-a-staff-code-0123', title: 'Staff Sign In' },
  { route: '/signup_/confirm', path: '/signup/confirm', title: 'Confirm Sign Up', state: 'no link' },
  { route: '/invitation/finalize', path: (d) => d.invitation, title: 'Finalize Invitation' },
  { route: '/cookie-policies', path: '/cookie-policies', title: 'Cookie Policy' },
  { route: '/privacy-policies', path: '/privacy-policies', title: 'Privacy Policy' },
  { route: '/error', path: '/error?type=reply-shape&message=The%20reply%20was%20not%20understood.&redirectUrl=%2F', title: 'Error' },
  { route: null, path: '/shelves/that/never/were', title: 'Page Not Found', as: 'visitor' },
  { route: '/admin-panel/login', path: '/admin-panel/login', title: 'Admin Login' },

  { route: '/_seller/', path: '/', title: 'Dashboard' },
  { route: '/_seller/', path: '/', title: 'Dashboard', state: 'charts, figures and latest results', open: dashboardCharts },
  { route: '/_seller/', path: '/', title: 'Dashboard', state: 'account menu', open: (page) => page.getByTestId('account-menu').click() },
  { route: '/_seller/', path: '/', title: 'Dashboard', state: 'main menu', open: openMenu, only: 'phone' },
  { route: '/_seller/account/', path: '/account', title: 'Profile' },
  { route: '/_seller/account/', path: '/account', title: 'Profile', state: 'remove device', open: async (page) => { await page.getByRole('button', { name: /^Remove / }).first().click(); await expect(page.getByRole('dialog')).toBeVisible(); } },
  { route: '/_seller/account/billing', path: '/account/billing', title: 'Billing' },
  { route: '/_seller/account/billing', path: '/account/billing', title: 'Billing', state: 'card form errors', open: async (page) => { await button('Add a card')(page); await emptySubmit('Add card')(page); } },
  { route: '/_seller/account/subscriptions', path: '/account/subscriptions', title: 'Subscriptions' },
  { route: '/_seller/account/subscriptions', path: '/account/subscriptions', title: 'Subscriptions', state: 'subscribe', open: async (page) => { await page.getByRole('button', { name: /^Subscribe to / }).first().click(); await expect(page.getByRole('radio').first()).toBeVisible(); } },
  { route: '/_seller/account/subscriptions', path: '/account/subscriptions', title: 'Subscriptions', state: 'cancel with a reason', open: dialog('Cancel subscription') },
  { route: '/_seller/account/integration', path: '/account/integration', title: 'Integration' },
  { route: '/_seller/account/affiliation', path: '/account/affiliation', title: 'Affiliation' },
  { route: '/_seller/sp/auth/complete', path: '/sp/auth/complete', title: 'Marketplace Authorization' },
  { route: '/_seller/bookzy/', path: '/bookzy', title: 'Bookzy' },
  { route: '/_seller/bookzy/$deviceId/scan', path: (d) => `/bookzy/${d.phone}/scan`, title: 'Bookzy Scan', state: 'a book scanned', open: scanABook },
  { route: '/_seller/bookzy/$deviceId/scan', path: (d) => `/bookzy/${d.phone}/scan`, title: 'Bookzy Scan', state: 'history', open: async (page) => { await scanABook(page); await page.getByRole('tab', { name: /History/ }).click(); } },
  { route: '/_seller/bookzy/$deviceId/triggers', path: (d) => `/bookzy/${d.phone}/triggers`, title: 'Bookzy Triggers' },
  { route: '/_seller/bookzy/$deviceId/triggers', path: (d) => `/bookzy/${d.phone}/triggers`, title: 'Bookzy Triggers', state: 'new trigger', open: dialog('New trigger') },
  { route: '/_seller/bookzy/$deviceId/triggers', path: (d) => `/bookzy/${d.phone}/triggers`, title: 'Bookzy Triggers', state: 'trigger actions', open: (page) => page.getByRole('button', { name: /^Actions for / }).first().click() },
  { route: '/_seller/lister/session/fba', path: '/lister/session/fba', title: 'Lister Sessions' },
  { route: '/_seller/listings/fbm', path: '/listings/fbm', title: 'FBM Listings' },
  { route: '/_seller/lister/session/settings', path: '/lister/session/settings', title: 'Listing Settings' },
  { route: '/_seller/listings/$channel/$listingId/', path: (d) => `/listings/fba/${d.openFba}`, title: 'Listing' },
  { route: '/_seller/listings/$channel/$listingId/', path: (d) => `/listings/fba/${d.openFba}`, title: 'Listing', state: 'confirm submit', open: dialog('Submit session') },
  { route: '/_seller/listings/$channel/$listingId/', path: (d) => `/listings/fbm/${d.openFbm}`, title: 'Listing', state: 'FBM' },
  { route: '/_seller/listings/$channel/$listingId/', path: (d) => `/listings/fba/${d.openFba}`, title: 'Listing', state: 'boxes with a book', open: packABox },
  { route: '/_seller/listings/$sessionId/result', path: (d) => `/listings/${d.submitted}/result`, title: 'Session Result' },
  { route: '/_seller/listings/$sessionId/boxing/$shipmentId/{-$boxId}', path: (d) => `/listings/${d.submitted}/boxing/${d.shipment}`, title: 'Boxing' },
  { route: '/_seller/listings/$sessionId/boxing/$shipmentId/{-$boxId}', path: (d) => d.boxedPath, title: 'Boxing', state: 'a box with a book' },
  { route: '/_seller/listings/$channel/$listingId/submit-shipments', path: (d) => `/listings/fba/${d.submitted}/submit-shipments`, title: 'Submit Shipments' },
  { route: '/_seller/lister/session/$type/$sessionId/scanning', path: (d) => `/lister/session/fba/${d.scanningPlan}/scanning`, title: 'Scanning' },
  { route: '/_seller/lister/session/$type/$sessionId/session-items', path: (d) => `/lister/session/fba/${d.scanningPlan}/session-items`, title: 'Session Items' },
  { route: '/_seller/lister/session/$type/$sessionId/packing-options', path: (d) => `/lister/session/fba/${d.bookedPlan}/packing-options`, title: 'Packing Options' },
  { route: '/_seller/lister/session/$type/$sessionId/packing', path: (d) => `/lister/session/fba/${d.bookedPlan}/packing`, title: 'Packing' },
  { route: '/_seller/lister/session/$type/$sessionId/placement-shipping-options', path: (d) => `/lister/session/fba/${d.bookedPlan}/placement-shipping-options`, title: 'Placement and Shipping' },
  { route: '/_seller/lister/session/$type/$sessionId/print-labels', path: (d) => `/lister/session/fba/${d.bookedPlan}/print-labels`, title: 'Print Labels' },
  { route: '/_seller/check-printers', path: '/check-printers', title: 'Check Printers' },
  { route: '/_seller/automation-rules/', path: '/automation-rules', title: 'Repricer' },
  { route: '/_seller/automation-rules/$group', path: '/automation-rules/fba_used', title: 'Rule Group' },
  { route: '/_seller/automation-rules/repricer-global-settings', path: '/automation-rules/repricer-global-settings', title: 'Repricer Global Settings' },
  { route: '/_seller/automation-rules/repricing-results', path: '/automation-rules/repricing-results', title: 'Repricing Results' },
  { route: '/_seller/my-pricer', path: '/my-pricer', title: 'Stock Manager' },
  { route: '/_seller/my-pricer', path: '/my-pricer?qtyGte=1', title: 'Stock Manager', state: 'table settings', open: dialog('Table settings') },
  { route: '/_seller/my-pricer', path: '/my-pricer?qtyGte=1', title: 'Stock Manager', state: 'a SKU with its price history', open: openFirstSku },
  { route: '/_seller/my-pricer', path: '/my-pricer?qtyGte=1', title: 'Stock Manager', state: 'a report requested', open: requestReport },
  { route: '/_seller/inventory-manager', path: '/inventory-manager', title: 'Inventory Manager' },
  { route: '/_seller/import-inventory', path: '/import-inventory', title: 'Import and Export Inventory' },
  { route: '/_seller/import-inventory', path: '/import-inventory', title: 'Import and Export Inventory', state: 'bad rows', open: uploadBadInventory },
  { route: '/_seller/import-export-section', path: '/import-export-section', title: 'Section Import and Export' },
  { route: '/_seller/import-export-section', path: '/import-export-section', title: 'Section Import and Export', state: 'confirm import', open: confirmImport },
  { route: '/_seller/feedbeggar', path: '/feedbeggar', title: 'Feed Tool' },
  { route: '/_seller/shipping-utils', path: '/shipping-utils', title: 'Shipping Utilities' },
  { route: '/_seller/shipping-utils', path: '/shipping-utils', title: 'Shipping Utilities', state: 'bad locations', open: uploadBadLocations },
  { route: '/_seller/reimbursement', path: '/reimbursement', title: 'Reimbursement' },
  { route: '/_seller/sorter/', path: '/sorter', title: 'Sorter' },
  { route: '/_seller/sorter/', path: '/sorter', title: 'Sorter', state: 'a book sorted', open: sortABook },
  { route: '/_seller/sorter/settings', path: '/sorter/settings', title: 'Sorter Settings' },
  { route: '/_seller/sorter/settings', path: '/sorter/settings', title: 'Sorter Settings', state: 'sound list', open: (page) => page.getByRole('region', { name: 'Gate 1', exact: true }).getByRole('combobox', { name: 'Sound' }).click() },
  { route: '/_seller/sorter/triggers', path: '/sorter/triggers', title: 'Sorter Triggers' },
  { route: '/_seller/sorter/triggers', path: '/sorter/triggers', title: 'Sorter Triggers', state: 'a section', open: openCheckSection },
  { route: '/_seller/sorter/triggers', path: '/sorter/triggers', title: 'Sorter Triggers', state: 'rule form', open: async (page) => { await openCheckSection(page); await dialog('Add rule')(page); } },
  { route: '/_seller/sorter/analytics', path: '/sorter/analytics', title: 'Sorter Analytics' },
  { route: '/_seller/sorter/analytics', path: '/sorter/analytics', title: 'Sorter Analytics', state: 'hourly report', open: openHourlyReport },
  { route: '/_seller/sorter/upload-download-rules', path: '/sorter/upload-download-rules', title: 'Sorter Rules' },
  { route: '/_seller/sorter/upload-download-rules', path: '/sorter/upload-download-rules', title: 'Sorter Rules', state: 'bad rows', open: uploadBadRules },
  { route: '/_seller/tester', path: '/tester', title: 'Sorter Tester', host: 'panel' },
  { route: '/_seller/tester', path: '/tester', title: 'Sorter Tester', host: 'panel', state: 'an answer', open: askTheMachineApi },

  { route: '/admin-panel/_admin/', path: '/admin-panel', title: 'Admin Dashboard' },
  { route: '/admin-panel/_admin/', path: '/admin-panel', title: 'Admin Dashboard', state: 'admin menu', open: openMenu, only: 'phone' },
  { route: '/admin-panel/_admin/users', path: '/admin-panel/users', title: 'Users' },
  { route: '/admin-panel/_admin/users_/$userId', path: '/admin-panel/users/1', title: 'User' },
  { route: '/admin-panel/_admin/users_/$userId', path: '/admin-panel/users/1', title: 'User', state: 'add-on dialog', open: dialog('Give an add-on') },
  { route: '/admin-panel/_admin/user-activities', path: '/admin-panel/user-activities', title: 'User Activities' },
  { route: '/admin-panel/_admin/user-events', path: '/admin-panel/user-events', title: 'User Events' },
  { route: '/admin-panel/_admin/subscription-events', path: '/admin-panel/subscription-events', title: 'Subscription Events' },
  { route: '/admin-panel/_admin/customer-interaction', path: '/admin-panel/customer-interaction', title: 'Customer Interactions' },
  { route: '/admin-panel/_admin/customer-interaction', path: '/admin-panel/customer-interaction', title: 'Customer Interactions', state: 'note dialog', open: dialog('Note an interaction') },
  { route: '/admin-panel/_admin/customer-interaction', path: '/admin-panel/customer-interaction?view=attributes', title: 'Customer Interactions', state: 'customer attributes' },
  { route: '/admin-panel/_admin/subscription-events', path: '/admin-panel/subscription-events?view=reasons', title: 'Subscription Events', state: 'unsubscribe reasons' },
  { route: '/admin-panel/_admin/products', path: '/admin-panel/products', title: 'Products' },
  { route: '/admin-panel/_admin/product-bundles', path: '/admin-panel/product-bundles', title: 'Product Bundles' },
  { route: '/admin-panel/_admin/discounts', path: '/admin-panel/discounts', title: 'Discounts' },
  { route: '/admin-panel/_admin/assigned-discounts', path: '/admin-panel/assigned-discounts', title: 'Assigned Discounts' },
  { route: '/admin-panel/_admin/products', path: '/admin-panel/products', title: 'Products', state: 'prices dialog', open: dialog('Edit prices of Lister') },
  { route: '/admin-panel/_admin/product-bundles', path: '/admin-panel/product-bundles', title: 'Product Bundles', state: 'new bundle, form errors', open: async (page) => {
    await dialog('New bundle')(page);
    await emptySubmit('Put bundle on sale')(page);
  } },
  { route: '/admin-panel/_admin/discounts', path: '/admin-panel/discounts', title: 'Discounts', state: 'new discount dialog', open: dialog('New discount') },
  { route: '/admin-panel/_admin/assigned-discounts', path: '/admin-panel/assigned-discounts', title: 'Assigned Discounts', state: 'assign dialog', open: dialog('Assign a discount') },
  { route: '/admin-panel/_admin/invoices', path: '/admin-panel/invoices', title: 'Invoices' },
  { route: '/admin-panel/_admin/invoice-generator', path: '/admin-panel/invoice-generator', title: 'Invoice Generator' },
  { route: '/admin-panel/_admin/reimbursement/{-$tab}', path: '/admin-panel/reimbursement', title: 'Reimbursements' },
  { route: '/admin-panel/_admin/repricer-strategies/', path: '/admin-panel/repricer-strategies', title: 'Repricer Strategies' },
  { route: '/admin-panel/_admin/repricer-strategies/$strategyId/groups/', path: '/admin-panel/repricer-strategies/1/groups', title: 'Strategy Groups' },
  { route: '/admin-panel/_admin/repricer-strategies/$strategyId/groups/$groupType', path: '/admin-panel/repricer-strategies/1/groups/fba_used', title: 'Strategy Group' },
  { route: '/admin-panel/_admin/misc/sv-test', path: '/admin-panel/misc/sv-test', title: 'SV Test' },
  { route: null, path: '/admin-panel/shelves-that-never-were', title: 'Page Not Found', as: 'admin' },
  { route: '/_seller/account/', path: '/account', title: 'Profile', state: 'form errors', open: async (page) => { await page.getByLabel('First name').fill(''); await button('Save profile')(page); await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible(); } },
  { route: '/_seller/sp/auth/complete', path: '/sp/auth/complete?code=e2e-not-a-real-code.0123&state=e2e-not-a-real-state-0123&selling_partner_id=A1CHECK-10', title: 'Marketplace Authorization', state: 'refused', open: (page) => expect(page.getByTestId('authorisation-outcome')).toBeVisible() },
  { route: '/_seller/sp/auth/complete', path: '/sp/auth/complete?error=access_denied&state=e2e-check-state-0123', title: 'Marketplace Authorization', state: 'denied' },
  { route: '/_seller/reimbursement', path: '/reimbursement', title: 'Reimbursement', state: 'losses', open: ensureLosses },
];

const whoLooks = (screen: Screen): Who =>
  screen.as ?? (screen.route?.startsWith('/_seller/') ? 'seller' : screen.route?.startsWith('/admin-panel/_admin/') ? 'admin' : 'visitor');
const ORDER: Who[] = ['visitor', 'seller', 'admin'];

test('axe finds no serious or critical WCAG 2.1 A/AA violation on any screen, at 1280x800 and 390x844 (admin screens at 1440, 1024 and 390, none cutting anything off)', async ({ page, baseURL }) => {
  // About two minutes on an idle 2-core machine; far longer while the machine is shared.
  test.setTimeout(900_000);
  const data: Data = { invitation: '', phone: '', openFba: 0, openFbm: 0, submitted: 0, shipment: 0, boxedPath: '', scanningPlan: 0, bookedPlan: 0 };
  data.invitation = await invitationLink(page);
  const signedIn = new Set<string>();
  const findings: Finding[] = [];
  const cutOffs: string[] = [];
  let checked = 0;
  for (const who of ORDER) {
    for (const screen of SCREENS.filter((entry) => whoLooks(entry) === who)) {
      const origin = screen.host ? baseURL!.replace('//localhost', `//${screen.host}.localhost`) : baseURL!;
      if (who !== 'visitor' && !signedIn.has(`${who} ${origin}`)) {
        await signInAt(page, who, origin);
        if (who === 'seller' && !data.phone) await makeSellerData(page, data);
        signedIn.add(`${who} ${origin}`);
      }
      const address = typeof screen.path === 'string' ? screen.path : screen.path(data);
      const name = `${screen.host ? origin : ''}${address}${screen.state ? ` (${screen.state})` : ''}`;
      await test.step(name, async () => {
        const sizes = screen.only ? [screen.only] : who === 'admin' ? ADMIN_SIZES : AXE_SIZES;
        await page.setViewportSize(VIEWPORTS[sizes[0]!]);
        await page.goto(`${origin}${address}`);
        await expect(page, name).toHaveTitle(`Folio - ${screen.title}`);
        await settle(page);
        if (screen.open) {
          await screen.open(page);
          await settle(page);
        }
        for (const size of sizes) {
          await page.setViewportSize(VIEWPORTS[size]);
          await settle(page);
          const at = `${name} at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`;
          if (who === 'admin' || AXE_SIZES.includes(size)) {
            findings.push(...(await seriousViolations(page, at)));
            checked += 1;
          }
          if (who === 'admin') cutOffs.push(...(await cutOff(page)).map((problem) => `${at}: ${problem}`));
        }
      });
    }
  }
  const elements = findings.reduce((sum, finding) => sum + finding.nodes.length, 0);
  const screens = new Set(findings.map((finding) => finding.screen)).size;
  console.log(`axe: ${findings.length} serious or critical violations (${elements} elements) on ${screens} of ${checked} screens and sizes`);
  expect.soft(cutOffs, 'admin screens that cut something off').toEqual([]);
  expect(report(findings), 'serious or critical axe violations').toBe('');
});

/** Route ids of the app's pages: every route file's id, less the layouts that others sit in. */
async function pageRouteIds() {
  const root = path.resolve('src/routes');
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  const ids: string[] = [];
  for (const file of files) {
    const id = /createFileRoute\('([^']+)'\)/.exec(await readFile(path.join(root, file), 'utf8'))?.[1];
    if (id) ids.push(id);
  }
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}/`)));
}

test('every page route has a line in the accessibility check', async () => {
  const checked = new Set(SCREENS.map((screen) => screen.route));
  const missing = (await pageRouteIds()).filter((id) => !checked.has(id));
  expect(missing, 'add these routes to SCREENS in tests/e2e/accessibility.spec.ts').toEqual([]);
});
