import { execSync } from 'node:child_process';
import { CHROMIUM_PATH, chromiumInstalled } from './chromium';

/**
 * End-to-end tests and benchmarks run in Debian's Chromium. When it is missing and we are root
 * with apt, install it; otherwise stop with the one line that says what to do.
 */
export function ensureChromium(): void {
  if (chromiumInstalled()) return;
  const canInstall = process.getuid?.() === 0 && hasApt();
  if (!canInstall) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\` (or set FOLIO_CHROMIUM).`);
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian\'s chromium package...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!chromiumInstalled()) {
    console.error(`Installing chromium did not produce ${CHROMIUM_PATH}.`);
    process.exit(1);
  }
}

function hasApt(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
