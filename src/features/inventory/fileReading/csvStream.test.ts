import { describe, expect, it } from 'vitest';
import { streamCsv, type Delimiter } from './csvStream';

/** The bytes of `text` in pieces of `size` bytes, as a file's stream gives them. */
function streamOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function read(text: string, size: number) {
  const records: [number, string[]][] = [];
  const failures: [number, string][] = [];
  let delimiter: Delimiter | undefined;
  let lastBytes = 0;
  await streamCsv(
    streamOf(text, size),
    (found) => {
      delimiter = found;
      return { record: (cells, line) => records.push([line, cells]), fail: (line, message) => failures.push([line, message]) };
    },
    (bytes) => (lastBytes = bytes),
  );
  return { records, failures, delimiter, lastBytes };
}

describe('streamCsv', () => {
  const file = '\uFEFFSKU,Note\r\nA,"Café, ""signed"""\r\n\r\nB,"two\r\nlines"\r\nC,Ünïcödé ✓\r\n';

  it('gives every record with the line it starts on, however the bytes are cut', async () => {
    const expected = [
      [1, ['SKU', 'Note']],
      [2, ['A', 'Café, "signed"']],
      [3, ['']],
      [4, ['B', 'two\r\nlines']],
      [6, ['C', 'Ünïcödé ✓']],
    ];
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const { records, failures, delimiter, lastBytes } = await read(file, size);
      expect(records, `pieces of ${size} bytes`).toEqual(expected);
      expect(failures).toEqual([]);
      expect(delimiter).toBe(',');
      expect(lastBytes).toBe(new TextEncoder().encode(file).length);
    }
  });

  it('takes the separator and line ending of the first line', async () => {
    const { records, delimiter } = await read('SKU;Price\nA;12,50\nB;3\n', 4);
    expect(delimiter).toBe(';');
    expect(records).toEqual([[1, ['SKU', 'Price']], [2, ['A', '12,50']], [3, ['B', '3']]]);
    expect((await read('SKU\tPrice\rA\t1\r', 3)).records).toEqual([[1, ['SKU', 'Price']], [2, ['A', '1']]]);
  });

  it('reads a last line without a line break', async () => {
    expect((await read('SKU,Price\nA,1', 5)).records).toEqual([[1, ['SKU', 'Price']], [2, ['A', '1']]]);
  });

  it('stops at a broken quote, naming its line', async () => {
    const { records, failures } = await read('SKU,Note\nA,ok\nB,"never closed\nC,x\n', 6);
    expect(records).toEqual([[1, ['SKU', 'Note']], [2, ['A', 'ok']]]);
    expect(failures).toEqual([[3, expect.stringMatching(/^a quoted cell is not closed right/)]]);
  });
});
