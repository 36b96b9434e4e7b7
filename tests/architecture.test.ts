import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ARCHITECTURE_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

/** One linter for every probe: the first lint loads the whole configuration (typed rules included). */
const eslint = new ESLint();

/** Lints one probe import as if it were in the given file; returns the architecture rules that fired. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => ARCHITECTURE_RULES.includes(rule));
}

// The first probe loads ESLint's configuration and parser: seconds alone, a minute on a loaded 2-core machine.
describe('architecture rules (eslint)', { timeout: 120_000 }, () => {
  it('keeps features from importing each other', async () => {
    expect(await violations('src/features/dashboard/Probe.tsx', "import { DevicesCard } from '~/features/account/DevicesCard';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await violations('src/features/dashboard/Probe.tsx', "import { NotesCard } from './NotesCard';")).toEqual([]);
  });

  it('keeps seller code away from the admin area', async () => {
    const adminImport = "import { AdminLoginPage } from '~/features/admin/AdminLoginPage';";
    expect(await violations('src/components/Probe.tsx', adminImport)).toContain('import-x/no-restricted-paths');
    expect(await violations('src/routes/_seller/probe.tsx', adminImport)).toContain('import-x/no-restricted-paths');
    expect(await violations('src/routes/admin-panel/probe.tsx', adminImport)).toEqual([]);
  });

  it('keeps the contract free of browser, server and app code', async () => {
    expect(await violations('src/contract/probe.ts', "import { sellerClient } from '~/api/clients';")).toContain('import-x/no-restricted-paths');
    expect(await violations('src/contract/probe.ts', "import { useState } from 'react';")).toContain('no-restricted-imports');
    expect(await violations('src/contract/probe.ts', "import { readFileSync } from 'node:fs';")).toContain('no-restricted-imports');
    expect(await violations('src/contract/probe.ts', "import { AppError } from '../../server/http/appError';")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets the server import only the contract from src/', async () => {
    expect(await violations('server/probe.ts', "import { sellerApi } from '../src/contract';")).toEqual([]);
    expect(await violations('server/probe.ts', "import { showToast } from '../src/lib/toast';")).toContain('import-x/no-restricted-paths');
  });

  it('keeps classic zod out of the browser bundle', async () => {
    expect(await violations('src/lib/probe.ts', "import { z } from 'zod';")).toContain('no-restricted-imports');
    expect(await violations('src/lib/probe.ts', "import { z } from 'zod/mini';")).toEqual([]);
  });
});
