import { makeBoxLabelsPdf, type BoxLabelsInput } from './boxLabels';
import { makeItemLabelsPdf, type ItemLabel } from './itemLabels';
import { LABELS_PER_SHEET, type LabelLayout } from './layouts';
import { TEST_FNSKU, TEST_SHIPMENT } from './samples';

const TEST_ITEM: ItemLabel = {
  fnsku: TEST_FNSKU,
  title: 'Folio test label: if this line and the outline are whole, the printer is set up right',
  condition: 'verygood',
  quantity: 1,
};

export const TEST_BOX: BoxLabelsInput = {
  shipmentCode: TEST_SHIPMENT,
  destination: 'TEST1',
  shipFrom: ['Folio test seller', '123 Main Street', 'Springfield, IL 62701', 'United States'],
  boxCount: 1,
  boxes: [
    {
      name: 'Box 1',
      number: 1,
      length: 180,
      width: 140,
      height: 120,
      weight: 125,
      items: [
        { fnsku: TEST_FNSKU, quantity: 3 },
        { fnsku: 'X00TEST0002', quantity: 1 },
      ],
    },
  ],
};

/**
 * A sample label with an outline just inside its edge, to check a printer's settings: a whole
 * Letter sheet for the sheet layout, since its alignment can drift down the page.
 */
export function makeTestLabelPdf(layout: LabelLayout): Promise<Uint8Array> {
  if (layout === 'box') return makeBoxLabelsPdf(TEST_BOX, { outline: true });
  return makeItemLabelsPdf([{ ...TEST_ITEM, quantity: layout === 'letter' ? LABELS_PER_SHEET : 1 }], layout, { outline: true });
}
