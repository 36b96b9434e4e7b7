import { CHROMIUM_PATH, chromiumInstalled } from './chromium';
import { ensureDebianPackage } from './ensureDebianPackage';

/** End-to-end tests and benchmarks run in Debian's Chromium. */
export function ensureChromium(): void {
  ensureDebianPackage({
    name: 'chromium',
    installed: chromiumInstalled,
    why: `Chromium not found at ${CHROMIUM_PATH}`,
    hint: ' (or set FOLIO_CHROMIUM)',
  });
}
