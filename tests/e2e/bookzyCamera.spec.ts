import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO, signIn } from './support';
import { bookForFbaKeeper, openScanScreen } from './bookzySupport';
import { writeFakeCameraVideo } from './support/fakeCamera';

const book = bookForFbaKeeper();
// Chromium plays this video as its webcam: a barcode of the book, generated for this run.
const video = writeFakeCameraVideo(book.isbn13, { width: 1280, height: 720 });
test.use({
  launchOptions: chromiumLaunchOptions([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]),
});

test('the camera reads the ISBN and shows the book, its verdict and the trigger name', async ({ page }) => {
  await signIn(page, DEMO);
  await openScanScreen(page, "Dana's phone");
  await expect(page.getByLabel('Camera preview')).toBeVisible();

  const newest = page.getByTestId('scan-card').first();
  await expect(newest).toHaveAttribute('aria-label', `${book.isbn13}: Accept`, { timeout: 15_000 });
  await expect(newest).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(newest.getByTestId('scan-verdict')).toHaveText('FBA keeper');
  await expect(newest.getByTestId('scan-title')).toHaveText(book.title);
  await expect(page.getByRole('tab', { name: /History \(\d+\)/ })).not.toHaveText('History (0)');
});
