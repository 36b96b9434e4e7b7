import { expect, test, type Page } from '@playwright/test';
import { signInAdmin } from './support';

/**
 * Spec 8.2 on the admin side: code 101 shows its message with "- Redirecting to login page...",
 * then logs the admin out and opens the admin login 4 seconds later, not before; any other code
 * shows "<message> (Code: <code>)". The 4 seconds are the page's own clock, moved by the test.
 */

/** Ends the stored admin session on the server, as another tab's logout or its expiry would: the page still holds the token. */
async function revokeAdminToken(page: Page) {
  const status = await page.evaluate(async () => {
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const reply = await fetch('/admin/logout', {
      method: 'POST',
      headers: { 'Admin-Authorization': `Bearer ${localStorage.getItem('adminToken')}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    return reply.status;
  });
  expect(status).toBe(200);
}

const adminToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken'));

test('a revoked admin token: the message with "- Redirecting to login page...", then the admin login after 4 seconds, not before', async ({ page }) => {
  await page.clock.install();
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'SV test' }).click();
  await expect(page.getByTestId('database-kind')).toBeVisible();
  await revokeAdminToken(page);

  // The page's clock stands still from here: only the test moves it, 10 ms at a time until the
  // message shows. The 4 seconds start in the step that shows it, so they end 3,990 to 4,000 ms
  // after the clock stood at the end of that step.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Reimbursements' }).click();
  const message = page.getByTestId('toast-message').first();
  for (let moved = 0; !(await message.isVisible()); moved += 10) {
    expect(moved, 'the message shows within 3 seconds of the page').toBeLessThan(3_000);
    await page.clock.runFor(10);
  }
  await expect(message).toHaveText('Your session has expired. Please sign in again. - Redirecting to login page...');

  await page.clock.runFor(3_900);
  await expect(page).toHaveURL(/\/admin-panel\/reimbursement$/);
  expect(await adminToken(page)).not.toBeNull();

  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/admin-panel\/login$/);
  expect(await adminToken(page)).toBeNull();
});

test('any other code shows "<message> (Code: <code>)" and keeps the admin signed in', async ({ page }) => {
  await signInAdmin(page);
  // A range whose end is before its start, as a hand-edited link could carry it: the server refuses it.
  await page.goto('/admin-panel?from=2026-03-02&to=2026-01-01');
  await expect(page.getByTestId('toast-message').first()).toHaveText(/^from must not be after to \(2026-01-01\)\. \(Code: \d+\)$/);
  await expect(page.getByTestId('admin-email')).toBeVisible();
  expect(await adminToken(page)).not.toBeNull();
});
