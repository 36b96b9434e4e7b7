import { describe, expect, it } from 'vitest';
import { readInPages } from './readInPages';

describe('reading in pages', () => {
  it('reads every row once, page after page from the last row read, and lets a timer run between pages', async () => {
    const table = Array.from({ length: 2500 }, (_, id) => ({ id }));
    const asked: (number | undefined)[] = [];
    let timerRanDuringRead = false;
    let reading = true;
    setTimeout(() => (timerRanDuringRead = reading), 0);
    const rows = await readInPages<{ id: number }>(async (after, limit) => {
      asked.push(after?.id);
      const start = after === undefined ? 0 : after.id + 1;
      return table.slice(start, start + limit);
    });
    reading = false;
    expect(rows).toEqual(table);
    expect(asked).toEqual([undefined, 999, 1999]);
    expect(timerRanDuringRead).toBe(true);
    // A last page exactly full asks once more and gets none.
    expect(await readInPages(async (after: { id: number } | undefined, limit) => (after ? [] : table.slice(0, limit)), { pageRows: 2500 })).toHaveLength(2500);
  });
});
