import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ShipmentLabels } from '~/contract/nsession';
import { onlyBox, shipmentLabelsPdf } from './labelPdf';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-plan-labels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a person (or a search) reads on the labels: poppler's pdftotext. */
function pdfText(bytes: Uint8Array) {
  const file = path.join(dir, `labels-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const box = (number: number) => ({
  boxIdStr: String(40 + number),
  labelId: `FBA15XYZU00${number}`,
  number,
  of: 3,
  units: 2,
  weight: 240,
  length: 140,
  width: 100,
  height: 80,
  content: `AMZN,PO:FBA15XYZ,FNSKU:X00BOOK${number},QTY:2`,
});

const labels: ShipmentLabels = {
  confirmationId: 'FBA15XYZ',
  shipmentId: 'sh1',
  destination: 'PHX7',
  sellerName: 'Riverside Books',
  shipFrom: ['Riverside Books', '12 Mill Lane', 'Suite 4', 'Portland, OR 97201'],
  labelType: 'BOX',
  pageType: 'THERMAL_4X6',
  boxes: [box(1), box(2), box(3)],
  pallets: [],
  billOfLading: null,
  marketplacePdfUrl: null,
};

describe('a shipment’s box labels', () => {
  it('holds every box, each with the shipment id', async () => {
    const text = pdfText(await shipmentLabelsPdf(labels));
    for (const number of [1, 2, 3]) expect(text).toContain(`Box ${number} of 3`);
    expect(text).toContain('FBA15XYZ');
  });

  it('prints the seller’s address under SHIP FROM, not the business name alone', async () => {
    const text = pdfText(await shipmentLabelsPdf(onlyBox(labels, 1)));
    for (const line of labels.shipFrom) expect(text).toContain(line);
  });

  it('prints one box’s label again alone, still counted against the whole shipment', async () => {
    const text = pdfText(await shipmentLabelsPdf(onlyBox(labels, 2)));
    expect(text).toContain('Box 2 of 3');
    expect(text).toContain('FBA15XYZ');
    expect(text).not.toContain('Box 1 of 3');
    expect(text).not.toContain('Box 3 of 3');
  });
});
