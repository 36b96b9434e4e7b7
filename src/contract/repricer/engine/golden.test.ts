import { describe, expect, it } from 'vitest';
import { testSettings } from '../testing/fixtures';
import { GOLDEN_CASES } from './golden/cases';
import { renderCase } from './golden/render';
import { priceSku } from './priceSku';

/**
 * The engine's trails for named cases, compared with golden/trails.md exactly. Read by hand when
 * it changes: `npx vitest run --project unit src/contract/repricer -u` rewrites it after a
 * deliberate change to the engine.
 */
describe('golden trails', () => {
  it('match golden/trails.md', async () => {
    const text = [
      '# Repricer engine: golden trails',
      '',
      'Written by golden.test.ts from golden/cases.ts. Cents throughout; landed price = price + shipping.',
      '',
      ...GOLDEN_CASES.map(([name, input]) => renderCase(name, input, priceSku(input), testSettings)),
    ].join('\n');
    await expect(text).toMatchFileSnapshot('./golden/trails.md');
  });
});
