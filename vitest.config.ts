import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Tests of what only a database server does (crash recovery after kill -9): PostgreSQL only. */
const POSTGRES_ONLY = 'server/**/*.postgres.test.ts';
/** Tests of what only the embedded database does (a backup through the running server): PGlite only. */
const PGLITE_ONLY = 'server/**/*.pglite.test.ts';

const serverProject = (name: string, groupOrder: number, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    // Projects run one after another: each server project holds PGlite databases in memory.
    sequence: { groupOrder },
    environment: 'node' as const,
    include: ['server/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    globalSetup: ['server/testing/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One PGlite peaks near 1 GB: two files at a time keep the 2-core machine comfortable.
    maxWorkers: 2,
    // Files share a worker's module graph: the server, its routes and the contract load once per
    // worker rather than once per file (half the suite's time). Each file still starts its own
    // server on its own database; what is kept in module scope (a machine key's context) is keyed
    // by what each file creates, so files do not see each other.
    isolate: false,
  },
});

/** Every `.test.ts` file below these folders, as paths from the project root. */
function nodeTestFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(folder, name)),
  );
}

/**
 * Node tests that hold a browser's state in module scope (IndexedDB through fake-indexeddb, a jsdom
 * window) need a fresh module graph per file; the others share one per worker, which saves
 * loading the contract again for each of a hundred files.
 */
const NODE_TESTS = nodeTestFiles(['src', 'sw', 'scripts', 'tests']).filter((file) => !file.startsWith(path.join('tests', 'e2e')));
const STATEFUL_NODE_TESTS = NODE_TESTS.filter((file) => /fake-indexeddb|@vitest-environment/.test(readFileSync(file, 'utf8')));

/**
 * Client-side tests: logic in node, components in jsdom. jsdom costs about a second per file, so a
 * `.ts` test that needs a browser API says so with `// @vitest-environment jsdom`. All run together.
 */
const unitProject = (name: string, environment: 'node' | 'jsdom', include: string[], options: { isolate?: boolean; exclude?: string[] } = {}) => ({
  extends: true as const,
  test: {
    name,
    sequence: { groupOrder: 0 },
    environment,
    include,
    exclude: ['**/node_modules/**', ...(options.exclude ?? [])],
    isolate: options.isolate ?? true,
    // Worker threads start a fresh jsdom file faster than forked processes: 10% of the
    // component tests' time and CPU, which the browser suite beside them gets back.
    ...(environment === 'jsdom' ? { pool: 'threads' as const } : {}),
    // A component test types and clicks through jsdom, a property test tries thousands of inputs: on a
    // busy 2-core machine (the browser suite beside them) either can outrun vitest's 5 s default.
    testTimeout: 20_000,
    setupFiles: ['src/testing/setup.ts'],
  },
});

/** `npm test` runs the unit project, the server suite on PGlite and, when it can, on PostgreSQL. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '~': src } },
  test: {
    projects: [
      unitProject('unit', 'node', ['src/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'], { isolate: false, exclude: STATEFUL_NODE_TESTS }),
      unitProject('unit-stateful', 'node', STATEFUL_NODE_TESTS),
      unitProject('unit-dom', 'jsdom', ['src/**/*.test.tsx']),
      serverProject('server', 1, [POSTGRES_ONLY]),
      serverProject('server-postgres', 2, [PGLITE_ONLY]),
    ],
  },
});
