import Papa from 'papaparse';

/**
 * A CSV file streamed record by record: the bytes are decoded as they arrive (a character split
 * between two reads stays whole, which papaparse's own file reading does not promise) and papaparse's
 * parser splits them into records, so a 100,000-line file is never held as one text. Each record
 * comes with the line it starts on: a quoted cell may hold line breaks, and blank lines count.
 *
 * The separator and the line ending are the first line's: a header of "SKU;Price" comes from a
 * spreadsheet set to a decimal comma (whose money cells then read "12,50").
 */

export type Delimiter = ',' | ';' | '\t';

export interface CsvSink {
  record(cells: string[], line: number): void;
  fail(line: number, message: string): void;
}

const QUOTE_PROBLEM = 'a quoted cell is not closed right: a " is missing, or a cell holding quotes is not quoted whole with its quotes doubled';

function delimiterOf(firstLine: string): Delimiter {
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  return firstLine.includes('\t') ? '\t' : ',';
}

const lineBreaks = (cells: readonly string[]) => {
  let count = 0;
  for (const cell of cells) {
    const found = cell.match(/\r\n|\r|\n/g);
    if (found) count += found.length;
  }
  return count;
};

export async function streamCsv(
  stream: ReadableStream<Uint8Array>,
  begin: (delimiter: Delimiter) => CsvSink,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let bytes = 0;
  let line = 1;
  let stopped = false;
  let parsing: { parser: Papa.Parser; sink: CsvSink } | undefined;

  const start = (text: string, ended: boolean) => {
    const lineEnd = /\r\n|\n|\r/.exec(text);
    // A "\r" that ends what has arrived may be the first half of "\r\n".
    if (!ended && (!lineEnd || (lineEnd[0] === '\r' && lineEnd.index === text.length - 1))) return undefined;
    const delimiter = delimiterOf(lineEnd ? text.slice(0, lineEnd.index) : text);
    const parser = new Papa.Parser({ delimiter, newline: (lineEnd?.[0] ?? '\n') as '\n', quoteChar: '"' });
    return { parser, sink: begin(delimiter) };
  };

  /** Parses what is complete of `text`; answers the rest, a record still being read. */
  const feed = ({ parser, sink }: NonNullable<typeof parsing>, text: string, last: boolean): string => {
    const results = parser.parse(text, 0, !last) as Papa.ParseResult<string[]>;
    const broken = results.errors.find((error) => error.type === 'Quotes');
    for (let row = 0; row < results.data.length; row++) {
      if (broken && row === broken.row) {
        sink.fail(line, QUOTE_PROBLEM);
        stopped = true;
        return '';
      }
      const cells = results.data[row]!;
      sink.record(cells, line);
      line += 1 + lineBreaks(cells);
    }
    return last ? '' : text.slice(results.meta.cursor);
  };

  try {
    while (!stopped) {
      const { done, value } = await reader.read();
      if (value) {
        bytes += value.byteLength;
        pending += decoder.decode(value, { stream: true });
      }
      if (done) pending += decoder.decode();
      parsing ??= start(pending, done);
      if (parsing) pending = feed(parsing, pending, done);
      onProgress?.(bytes);
      if (done) break;
    }
  } finally {
    if (stopped) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
