import { describe, expect, it } from 'vitest';
import { readInPages } from './readInPages';

describe('reading in pages', () => {
  it('reads every row once, page after page from the last row read, and lets a timer run between pages', async () => {
    const table = Array.from({ length: 2500 }, (_, id) => ({ id }));
    const asked: (number | undefined)[] = [];
    let timerRanDuringRead = false;
    let reading = true;
    setTimeout(() => (timerRanDuringRead = reading), 0);
    // The timer is due before the read starts (a timer's 0 is 1 ms): only a page boundary that gives
    // the event loop back lets it run while reading, however fast the pages come.
    const due = performance.now() + 2;
    while (performance.now() < due);
    const rows = await readInPages<{ id: number }>(
      async (after, limit) => {
        asked.push(after?.id);
        const start = after === undefined ? 0 : after.id + 1;
        return table.slice(start, start + limit);
      },
      { pageRows: 1000 },
    );
    reading = false;
    expect(rows).toEqual(table);
    expect(asked).toEqual([undefined, 999, 1999]);
    expect(timerRanDuringRead).toBe(true);
    // A last page exactly full asks once more and gets none.
    expect(await readInPages(async (after: { id: number } | undefined, limit) => (after ? [] : table.slice(0, limit)), { pageRows: 2500 })).toHaveLength(2500);
  });

  it('sizes its pages to take about PAGE_MS, from what the last one took', async () => {
    const table = Array.from({ length: 20_000 }, (_, id) => ({ id }));
    const limits: number[] = [];
    const rows = await readInPages<{ id: number }>(async (after, limit) => {
      limits.push(limit);
      const start = after === undefined ? 0 : after.id + 1;
      const page = table.slice(start, start + limit);
      // 0.1 ms a row, as a busy PGlite decodes them: about PAGE_MS / 0.1 = 100 rows fit.
      const until = performance.now() + page.length / 10;
      while (performance.now() < until);
      return page;
    });
    expect(rows).toEqual(table);
    expect(limits[0]).toBe(250);
    expect(Math.max(...limits.slice(1))).toBeLessThanOrEqual(250);
    expect(Math.min(...limits.slice(1))).toBeGreaterThanOrEqual(50);
  });
});
