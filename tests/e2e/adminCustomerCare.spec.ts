import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support';
import { cutOff } from './support/cutOff';

/**
 * Customer care in the admin area: the interactions list keeps its query in the address, staff
 * note, correct and delete a call, give a seller an attribute on their page; and each screen at
 * the three sizes, nothing cut off, a screenshot in test-results/ for a reviewer.
 */
test.describe.configure({ mode: 'serial' });

const MARK = `e2e${Date.now().toString(36)}`;
let page: Page;
let seller: { id: number; email: string };

/** An admin call made by the page, as the app sends it: the stored admin token and the XSRF cookie. */
async function adminCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          'Admin-Authorization': `Bearer ${localStorage.getItem('adminToken')}`,
          'X-XSRF-TOKEN': decodeURIComponent(xsrf),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; data: unknown; apiError?: { errorMessage: string } };
    },
    { method, url: `/admin/${path}`, body },
  );
  if (!reply.success) throw new Error(`${method} /admin/${path}: ${reply.apiError?.errorMessage}`);
  return reply.data as T;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/admin-panel/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
  seller = (await adminCall<{ id: number; email: string }[]>('GET', 'user/list?searchText=customer-0007%40folio.test&limit=1'))[0]!;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  for (const [index, kind] of (['CALL', 'EMAIL', 'CALL'] as const).entries()) {
    await adminCall('POST', 'customer/interaction', { userId: seller.id, kind, happenedAt: hoursAgo(index + 1), contact: `Desk ${index}`, text: `${MARK} fixture ${index}` });
  }
});
test.afterAll(() => page.close());

const rows = () => page.getByTestId('interaction-row');

test('the interactions list keeps its query in the address: a reload shows the same list', async () => {
  await page.goto(`/admin-panel/customer-interaction?searchText=${MARK}`);
  await expect(rows()).toHaveCount(3);
  await page.getByLabel('Contact').fill('Desk 1');
  await expect(page).toHaveURL(/contact=Desk(\+|%20)1/);
  await expect(rows()).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Contact')).toHaveValue('Desk 1');
  await expect(page.getByLabel('Search')).toHaveValue(MARK);
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText(`${MARK} fixture 1`);
});

test('staff note a call against a seller, correct it and delete it', async () => {
  await page.goto(`/admin-panel/customer-interaction?searchText=${MARK}-new`);
  await expect(page.getByTestId('no-interactions')).toBeVisible();
  await page.getByRole('button', { name: 'Note an interaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Note an interaction' });
  await dialog.getByRole('combobox', { name: 'Seller' }).fill(seller.email);
  await page.getByRole('option', { name: seller.email }).click();
  await dialog.getByLabel('Contact').fill('Warehouse lead');
  await dialog.getByLabel('Note').fill(`${MARK}-new asked about labels`);
  await dialog.getByRole('button', { name: 'Add interaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText('Warehouse lead');
  await expect(rows().first()).toContainText(seller.email);

  await rows().first().getByRole('button', { name: /^Edit the call/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit interaction' });
  await edit.getByText('E-mail', { exact: true }).click();
  await edit.getByLabel('Note').fill(`${MARK}-new sent the label guide`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rows().first()).toContainText('sent the label guide');
  await expect(rows().first()).toContainText('E-mail');

  await rows().first().getByRole('button', { name: /^Delete the e-mail/ }).click();
  await page.getByRole('dialog', { name: 'Delete interaction' }).getByRole('button', { name: 'Delete interaction' }).click();
  await expect(page.getByTestId('no-interactions')).toBeVisible();
});

test("staff give a seller an agent on the seller's page and see it there after a reload", async () => {
  const [agent] = await adminCall<{ id: number; value: string }[]>('GET', 'customer/agent');
  await adminCall('PUT', `management/user/customer/agent?userId=${seller.id}`);
  await page.goto(`/admin-panel/users/${seller.id}`);
  const card = page.getByRole('region', { name: 'Customer attributes' });
  const agentField = card.getByRole('combobox', { name: 'Agent' });
  await expect(agentField).toHaveValue('');
  await agentField.click();
  await page.getByRole('option', { name: agent!.value }).click();
  await expect(page.getByText('Agent saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Customer attributes' }).getByRole('combobox', { name: 'Agent' })).toHaveValue(agent!.value);
  expect((await adminCall<{ agent: { value: string } | null }>('GET', `management/user/${seller.id}/customer`)).agent?.value).toBe(agent!.value);
});

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('each customer care screen fits at 1440, 1024 and 390 wide, nothing cut off', async () => {
  test.setTimeout(120_000);
  const screens = [
    { name: 'interactions', path: '/admin-panel/customer-interaction', ready: () => expect(rows().first()).toBeVisible() },
    { name: 'attributes', path: '/admin-panel/customer-interaction?view=attributes', ready: () => expect(page.getByRole('table', { name: 'Agents' })).toBeVisible() },
    { name: 'events', path: '/admin-panel/subscription-events', ready: () => expect(page.getByTestId('event-row').first()).toBeVisible() },
    { name: 'reasons', path: '/admin-panel/subscription-events?view=reasons', ready: () => expect(page.getByRole('table', { name: 'Unsubscribe reasons' })).toBeVisible() },
    {
      name: 'user-page',
      path: `/admin-panel/users/${seller.id}`,
      ready: async () => {
        await expect(page.getByRole('region', { name: 'Interactions' }).getByTestId('interaction-row').first()).toBeVisible();
        await page.getByRole('region', { name: 'Customer attributes' }).scrollIntoViewIfNeeded();
      },
    },
  ];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready();
      await page.screenshot({ path: `test-results/customer-care/${screen.name}-${size.name}.png` });
      await page.screenshot({ path: `test-results/customer-care/${screen.name}-${size.name}-full.png`, fullPage: true });
      expect(await cutOff(page), `${screen.name} at ${size.width}`).toEqual([]);
    }
  }
});
