import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PackingSlip, PackingSlipLine } from '~/contract/inventory';
import { makePackingSlipPdf } from './packingSlipPdf';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-packing-slips-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a packer (or a search) reads on the slip: poppler's pdftotext, one string a page. */
function pdfPages(bytes: Uint8Array): string[] {
  const file = path.join(dir, `slip-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((page) => page.trim() !== '');
}

const line = (index: number, overrides: Partial<PackingSlipLine> = {}): PackingSlipLine => ({
  sku: `FBA-VERYGOOD-${index}`,
  title: `The Book Number ${index}`,
  isbn13: '9780000000000',
  condition: 'verygood',
  quantity: 1,
  location: `A-${String(index).padStart(3, '0')}`,
  boxes: [{ number: 1, quantity: 1 }],
  ...overrides,
});

const slipOf = (lines: PackingSlipLine[]): PackingSlip => ({
  shipment: {
    key: 'session-7',
    flow: 'SESSION',
    id: 7,
    planShipmentId: null,
    sessionId: 3,
    sessionName: 'FBA 2026-11-27 09:30',
    channel: 'FBA',
    shipmentCode: 'FBA15ABC1234',
    name: 'FBA (11/27/2026 09:31) - PHX7',
    destination: 'PHX7',
    status: 'BOXED',
    skus: lines.length,
    units: lines.reduce((sum, each) => sum + each.quantity, 0),
    boxes: 2,
    createdAt: '2026-11-27T09:31:00.000Z',
  },
  lines,
});

describe('a packing slip', () => {
  it('names the shipment and every SKU with its location, title, condition, units and boxes', async () => {
    const slip = slipOf([
      line(1),
      line(2, { quantity: 3, boxes: [{ number: 1, quantity: 2 }, { number: 2, quantity: 1 }], condition: 'new', title: 'Café Society: Œuvres complètes' }),
      line(3, { location: null, boxes: [] }),
    ]);
    const [page, ...rest] = pdfPages(await makePackingSlipPdf(slip, new Date('2026-11-27T10:00:00Z')));
    expect(rest).toEqual([]);
    expect(page).toContain('PACKING SLIP');
    expect(page).toContain('FBA15ABC1234');
    expect(page).toContain('To PHX7');
    expect(page).toMatch(/A-001\s+FBA-VERYGOOD-1\s+The Book Number 1\s+Used - Very Good\s+1\s+1/);
    expect(page).toMatch(/A-002\s+FBA-VERYGOOD-2\s+Café Society: Œuvres complètes\s+New\s+3\s+1 \(2\), 2 \(1\)/);
    expect(page).toMatch(/\n\s+FBA-VERYGOOD-3\s+The Book Number 3\s+Used - Very Good\s+1\s*\n/);
    expect(page).toContain('Total: 3 SKUs, 5 units');
    expect(page).toContain('Printed 2026-11-27 10:00 UTC · Page 1 of 1');
  });

  it('runs onto more pages with the column heads again, every SKU on one of them', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => line(index + 1));
    const pages = pdfPages(await makePackingSlipPdf(slipOf(lines)));
    expect(pages.length).toBe(2);
    for (const page of pages) expect(page).toMatch(/Location\s+SKU\s+Title\s+Condition\s+Qty\s+Boxes/);
    expect(pages[1]).toContain('Packing slip FBA15ABC1234 (continued)');
    const text = pages.join('\n');
    for (const each of lines) expect(text).toMatch(new RegExp(`${each.sku}\\s`));
    expect(pages[1]).toContain('Total: 60 SKUs, 60 units');
    expect(pages[1]).toContain('Page 2 of 2');
  });
});
