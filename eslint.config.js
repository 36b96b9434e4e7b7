// Lint rules that keep the architecture of ARCHITECTURE.md: what may import what.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature does not import another feature; shared pieces move to components/ or lib/. */
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move the shared piece to src/components or src/lib.',
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', 'coverage', 'test-results', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [
                ...features.filter((name) => name !== 'admin').map((name) => `./src/features/${name}`),
                './src/{api,app,components,contract,lib,offline}/**',
                './src/routes/*.tsx',
                './src/routes/!(admin-panel)/**',
              ],
              from: './src/features/admin',
              message: 'Seller code never imports the admin area.',
            },
            {
              target: ['./src/contract'],
              from: ['./src/api', './src/app', './src/components', './src/features', './src/lib', './src/offline', './src/routes', './server', './sw'],
              message: 'The contract imports nothing from the browser app or the server: both import it.',
            },
            {
              target: ['./src/api', './src/components', './src/lib', './src/offline'],
              from: ['./src/features', './src/app', './src/routes'],
              message: 'Shared layers do not import features, the app wiring or routes (the flow is shared -> features -> app).',
            },
            { target: './src/features', from: ['./src/app', './src/routes'], message: 'Features do not import the app wiring or routes.' },
            { target: './src', from: './server', message: 'The browser app never imports server code.' },
            {
              target: './server',
              from: './src',
              except: ['./contract'],
              message: 'The server imports only the contract from src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Browser code uses 'zod/mini' (a third of the size); classic zod is for server-only code." },
            {
              name: '~/contract',
              importNames: ['sellerApi', 'adminApi', 'allEndpoints'],
              message: "Import the domain's own API (e.g. '~/contract/notes'): the aggregate would put every domain's schemas in the first download.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the aggregates: they are not shipped.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Browser code uses 'zod/mini'." }] }] },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "The contract uses 'zod/mini'." }],
          patterns: [
            { group: ['react', 'react-*', '@mantine/*', '@tanstack/*', 'dexie', 'dexie-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'], message: 'The contract is plain schemas and constants: no browser, server or Node imports.' },
          ],
        },
      ],
    },
  },
);
