import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boxContentPayload, makeBoxLabelsPdf, makeItemLabelsPdf, makeTestLabelPdf, type BoxLabelsInput, type ItemLabel } from '.';

// Poppler and ZXing run per test: generous on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const dir = mkdtempSync(path.join(tmpdir(), 'folio-labels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;

function writePdf(bytes: Uint8Array): string {
  const file = path.join(dir, `labels-${(fileCount += 1)}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** What a person (or a search) can read on the labels: poppler's pdftotext. */
const pdfText = (bytes: Uint8Array) => execFileSync('/usr/bin/pdftotext', ['-layout', writePdf(bytes), '-'], { encoding: 'utf8' });

async function pageSizes(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => [page.getWidth(), page.getHeight()]);
}

/** The codes on page `page` as a 203 dpi thermal printer would print it (poppler draws the PDF). */
async function scanPage(bytes: Uint8Array, page = 1) {
  const file = writePdf(bytes);
  const prefix = file.replace(/\.pdf$/, '');
  execFileSync('/usr/bin/pdftoppm', ['-r', '203', '-gray', '-png', '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const png = readFileSync(`${prefix}.png`);
  const results = await readBarcodes(new Uint8Array(png), { formats: ['Code128', 'PDF417'], tryHarder: true, maxNumberOfSymbols: 4 });
  return results.filter((result) => result.isValid).map((result) => ({ format: result.format, text: result.text }));
}

beforeAll(async () => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
});

const items: ItemLabel[] = [
  { fnsku: 'X001ABCDEF', title: 'The Very Hungry Caterpillar', condition: 'verygood', quantity: 2 },
  { fnsku: 'X002GHIJKL', title: 'A rather long title that cannot possibly fit on two lines of a small thermal label, so it is cut, and cut again, and again', condition: 'new', quantity: 3 },
  { fnsku: 'X003MNOPQR', title: 'Not printed', condition: 'good', quantity: 0 },
];

const shipment: BoxLabelsInput = {
  shipmentCode: 'FBA1ABCD2345',
  destination: 'ABE8',
  shipFrom: ['Bob Books LLC', '1 Long Road', 'Springfield, IL 62701'],
  boxCount: 3,
  boxes: [
    { name: 'Box 1', number: 1, width: 140, height: 120, length: 180, weight: 125, items: [{ fnsku: 'X001ABCDEF', quantity: 2 }] },
    {
      name: 'Box 3',
      number: 3,
      width: 140,
      height: 120,
      length: 180,
      weight: null,
      items: Array.from({ length: 45 }, (_, index) => ({ fnsku: `X00BIG${String(index).padStart(4, '0')}`, quantity: (index % 7) + 1 })),
    },
  ],
};

describe('item labels', () => {
  it('prints one 2.25 x 1.25 in page a unit on a roll', async () => {
    const bytes = await makeItemLabelsPdf(items, 'roll');
    expect(await pageSizes(bytes)).toEqual(Array.from({ length: 5 }, () => [162, 90]));
    const text = pdfText(bytes);
    expect(text.match(/X001ABCDEF/g)).toHaveLength(2);
    expect(text.match(/X002GHIJKL/g)).toHaveLength(3);
    expect(text).not.toContain('X003MNOPQR');
    expect(text).toContain('Used - Very Good');
    expect(text).toContain('The Very Hungry Caterpillar');
    expect(text).toContain('\u2026');
  });

  it('fills Letter sheets with 30 labels each', async () => {
    const bytes = await makeItemLabelsPdf([{ ...items[0]!, quantity: 31 }], 'letter');
    expect(await pageSizes(bytes)).toEqual([
      [612, 792],
      [612, 792],
    ]);
    expect(pdfText(bytes).match(/X001ABCDEF/g)).toHaveLength(31);
  });

  it('prints titles the standard fonts cannot show (Japanese, emoji) instead of throwing', async () => {
    const bytes = await makeItemLabelsPdf([{ fnsku: 'X00JAPAN01', title: '吾輩は猫である 📚 Natsume Sōseki — édition', condition: 'likenew', quantity: 1 }], 'roll');
    const text = pdfText(bytes);
    expect(text).toContain('X00JAPAN01');
    expect(text).toContain('? Natsume Soseki — édition');
  });

  it('refuses a list with no units', async () => {
    await expect(makeItemLabelsPdf([{ ...items[0]!, quantity: 0 }], 'roll')).rejects.toThrow('no units');
  });

  it('draws a Code 128 that scans back to the FNSKU at 203 dpi', async () => {
    expect(await scanPage(await makeItemLabelsPdf(items.slice(0, 1), 'roll'))).toEqual([{ format: 'Code128', text: 'X001ABCDEF' }]);
  });
});

describe('box labels', () => {
  it('prints one 4 x 6 in page a box with everything a person needs to read', async () => {
    const bytes = await makeBoxLabelsPdf(shipment);
    expect(await pageSizes(bytes)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    const [first = '', second = ''] = pdfText(bytes).split('\f');
    expect(first).toContain('FBA1ABCD2345');
    expect(first).toContain('ABE8');
    expect(first).toContain('Bob Books LLC');
    expect(first).toContain('Box 1 of 3');
    expect(first).toContain('Weight: 12.5 lb');
    expect(first).toContain('Dimensions: 18.0 x 14.0 x 12.0 in');
    expect(first).toMatch(/X001ABCDEF\s+x 2/);
    expect(second).toContain('Box 3 of 3');
    expect(second).toContain('Weight: ______ lb');
    for (const item of shipment.boxes[1]!.items) expect(second).toMatch(new RegExp(`${item.fnsku}\\s+x ${item.quantity}\\b`));
  });

  it('draws the shipment code and the box content so that they scan', async () => {
    const bytes = await makeBoxLabelsPdf(shipment);
    for (const [page, box] of shipment.boxes.entries()) {
      const codes = await scanPage(bytes, page + 1);
      expect(codes).toContainEqual({ format: 'Code128', text: 'FBA1ABCD2345' });
      expect(codes).toContainEqual({ format: 'PDF417', text: boxContentPayload(shipment.shipmentCode, box.items) });
    }
  });
});

describe('test labels', () => {
  it('makes one for each layout', async () => {
    expect(await pageSizes(await makeTestLabelPdf('box'))).toEqual([[288, 432]]);
    expect(await pageSizes(await makeTestLabelPdf('roll'))).toEqual([[162, 90]]);
    const sheet = await makeTestLabelPdf('letter');
    expect(await pageSizes(sheet)).toEqual([[612, 792]]);
    expect(pdfText(sheet).match(/X00TEST0001/g)).toHaveLength(30);
  });
});
