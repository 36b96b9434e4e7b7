import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Tests of what only a database server does (crash recovery after kill -9): PostgreSQL only. */
const POSTGRES_ONLY = 'server/**/*.postgres.test.ts';

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
  },
});

/**
 * Client-side tests: logic in node, components in jsdom. jsdom costs about a second per file, so a
 * `.ts` test that needs a browser API says so with `// @vitest-environment jsdom`. Both projects
 * run together.
 */
const unitProject = (name: string, environment: 'node' | 'jsdom', include: string[]) => ({
  extends: true as const,
  test: { name, sequence: { groupOrder: 0 }, environment, include, setupFiles: ['src/testing/setup.ts'] },
});

/** `npm test` runs the unit project, the server suite on PGlite and, when it can, on PostgreSQL. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '~': src } },
  test: {
    projects: [
      unitProject('unit', 'node', ['src/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts']),
      unitProject('unit-dom', 'jsdom', ['src/**/*.test.tsx']),
      serverProject('server', 1, [POSTGRES_ONLY]),
      serverProject('server-postgres', 2),
    ],
  },
});
