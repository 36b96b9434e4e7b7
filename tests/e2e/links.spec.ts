import { expect, test } from '@playwright/test';

test('links in the text of the sign-in and sign-up pages are underlined, not told apart by colour alone', async ({ page }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    const links = page.locator('main a, form a, p a');
    await expect(links.first()).toBeVisible();
    const decorations = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => `${anchor.textContent}: ${getComputedStyle(anchor).textDecorationLine}`),
    );
    expect(decorations.length, path).toBeGreaterThan(1);
    for (const decoration of decorations) expect(decoration, path).toMatch(/: underline$/);
  }
});
