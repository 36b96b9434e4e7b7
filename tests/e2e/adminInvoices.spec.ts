import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from '../../src/contract/payments/testCards';
import { pdfText } from './listerSupport';
import { signInAdmin, signUp } from './support';

/**
 * Staff refund part of a seller's invoice on the Invoices screen; the seller then finds the refund
 * under that invoice on their billing history, and its credit note PDF says how much came back.
 */

/** The seller in this page adds a card and subscribes to Lister through the API, as the billing screen would. */
async function payForLister(page: Page) {
  await page.evaluate(
    async ({ card }) => {
      const headers = () => ({
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'X-Device-Id': localStorage.getItem('deviceId') ?? '',
        'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
        'Idempotency-Key': crypto.randomUUID(),
      });
      const post = async (url: string, body: unknown, withHeaders = true) => {
        const reply = await fetch(url, { method: 'POST', headers: withHeaders ? headers() : { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return reply.json();
      };
      const token = await post('/processor-sim/v1/tokens', { number: card, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Refund Test' }, false);
      await post('/api/payment/setup', { token: token.token });
      const plans = await (await fetch('/api/payment/subscription/products', { headers: headers() })).json();
      const lister = plans.data.find((plan: { name: string }) => plan.name === 'Lister');
      const charged = await post('/api/payment/subscription', { planId: lister.id, currency: 'USD' });
      if (!charged.success) throw new Error(JSON.stringify(charged));
    },
    { card: TEST_CARDS.SUCCEEDS },
  );
}

test('a partial refund on the Invoices screen shows on the seller’s billing history with its credit note PDF', async ({ page }) => {
  const seller = await signUp(page);
  await payForLister(page);

  await signInAdmin(page);
  await page.goto(`/admin-panel/invoices?q=${encodeURIComponent(seller.email)}`);
  const row = page.getByRole('row', { name: /^Invoice F-/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(seller.email);
  await row.getByRole('button', { name: /^Refund invoice/ }).click();

  const dialog = page.getByRole('dialog', { name: /^Refund invoice F-/ });
  const amount = dialog.getByLabel(/^Amount \(USD\)/);
  await expect(amount).toHaveValue('$39.00');
  await amount.fill('40.00');
  await expect(dialog.getByText('Must be at most $39.00')).toBeVisible();
  await amount.fill('10.00');
  await dialog.getByRole('button', { name: 'Refund $10.00' }).click();
  await expect(dialog.getByText('Say why: it is printed on the seller’s credit note')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Two days of downtime');
  await dialog.getByRole('button', { name: 'Refund $10.00' }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText('$10.00 went back to the seller’s card');
  const creditNote = /Credit note (CN-\d{4}-\d{6})/.exec((await done.textContent()) ?? '')![1]!;
  await expect(done).toContainText('$29.00 is left to refund');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(row).toContainText('Partly refunded');
  await expect(row).toContainText('Refunded $10.00');

  await page.goto('/account/billing');
  const refund = page.getByRole('row', { name: `Refund ${creditNote}` });
  await expect(refund).toContainText('-$10.00');
  const text = await pdfText(page, () => refund.getByRole('button', { name: `Download credit note ${creditNote} as PDF` }).click());
  expect(text).toContain(`Number ${creditNote}`);
  // The description wraps in its column, and the text's lines run across the table's columns.
  expect(text).toMatch(/Refund of invoice F-\d{4}-\d{6}: Two[\s\S]*days of downtime/);
  expect(text).toMatch(/Total credited \(USD\)\s+\$10\.00/);
});
