import { execSync } from 'node:child_process';

function hasApt(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A Debian package the tests need: when it is missing and we are root with apt, install it;
 * otherwise stop with the one line that says what to do.
 */
export function ensureDebianPackage(options: { name: string; installed: () => boolean; why: string; hint?: string }): void {
  if (options.installed()) return;
  if (!(process.getuid?.() === 0 && hasApt())) {
    console.error(`${options.why}: install it with \`sudo apt-get install -y ${options.name}\`${options.hint ?? ''}.`);
    process.exit(1);
  }
  console.log(`${options.why}: installing Debian's ${options.name} package...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${options.name}`, { stdio: 'inherit' });
  if (!options.installed()) {
    console.error(`Installing ${options.name} did not provide what the tests need.`);
    process.exit(1);
  }
}
