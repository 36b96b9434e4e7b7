import { expect, test } from '@playwright/test';
import { DEMO, signIn, signUp } from './support';

test('account notes: add, tick off, untick and delete, kept across reloads', async ({ page }) => {
  await signUp(page);
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await page.getByLabel('New note').fill('Order more 4x6 labels');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('New note').fill('Call the book sale organiser');
  await page.getByLabel('New note').press('Enter');
  await expect(page.getByTestId('note')).toHaveText([/Call the book sale organiser/, /Order more 4x6 labels/]);

  const labels = page.getByRole('checkbox', { name: 'Order more 4x6 labels' });
  // The tick shows before the server has it: reload only once it is saved.
  const saved = page.waitForResponse((response) => response.url().endsWith('/done') && response.ok());
  await labels.check();
  await expect(page.getByText('1 open')).toBeVisible();
  await saved;
  await page.reload();
  await expect(labels).toBeChecked();
  await expect(page.getByText('Order more 4x6 labels')).toHaveCSS('text-decoration-line', 'line-through');

  await labels.uncheck();
  await expect(page.getByText('2 open')).toBeVisible();
  await page.getByRole('button', { name: 'Delete note "Call the book sale organiser"' }).click();
  await expect(page.getByTestId('note')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('note')).toHaveText([/Order more 4x6 labels/]);
});

test('an empty note is refused before it is sent', async ({ page }) => {
  await signUp(page);
  await page.getByLabel('New note').fill('   ');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Is required')).toBeVisible();
  await expect(page.getByTestId('note')).toHaveCount(0);
});

test('a subscription-about-to-freeze prompt disappears once passed, for good', async ({ page }) => {
  await signIn(page, DEMO);
  const prompt = page.getByTestId('freeze-prompt');
  await expect(prompt).toContainText('Your Repricer subscription will be frozen on');
  await prompt.getByRole('button', { name: 'Got it' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('user-email')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a failed call shows the server message with its code in the toast, which pauses on hover', async ({ page }) => {
  await signUp(page);
  await page.getByLabel('New note').fill('Gone elsewhere');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('note')).toHaveCount(1);
  // The note is deleted behind the page's back, as from another tab.
  await page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token')}`,
      'X-Device-Id': localStorage.getItem('deviceId') ?? '',
      'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
    };
    const notes = await (await fetch('/api/user/note', { headers })).json();
    await fetch(`/api/user/note/${notes.data[0].id}`, { method: 'DELETE', headers });
  });
  await page.getByRole('button', { name: 'Delete note "Gone elsewhere"' }).click();

  const toast = page.getByRole('alert').filter({ has: page.getByTestId('toast-message') });
  await expect(toast.getByTestId('toast-message')).toHaveText('The note was not found. (Code: 108)');
  const bar = toast.getByRole('progressbar', { name: 'Time left' });
  await toast.hover();
  const paused = Number(await bar.getAttribute('aria-valuenow'));
  await page.waitForTimeout(400);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(paused);
  await page.mouse.move(5, 5);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(95);
  await toast.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByTestId('toast-message')).toHaveCount(0);
});
