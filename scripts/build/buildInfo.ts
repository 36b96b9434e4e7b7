import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The file in dist/ that tells the server what it was built from; the server reads it and never serves it. */
export const BUILD_INFO_FILE = 'build-info.json';

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    // Built from a copy without git (a tarball, a container layer): the commit is not known.
    return null;
  }
}

/** Writes the package's version, the git commit (when the build runs in a repository) and the build's time. */
export function buildInfo(): Plugin {
  return {
    name: 'folio-build-info',
    apply: 'build',
    generateBundle() {
      const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: JSON.stringify({ version, commit: gitCommit(), builtAt: new Date().toISOString() }) });
    },
  };
}
