/**
 * Label PDFs, made in the browser so they print offline too. Screens load this with import():
 * pdf-lib and bwip-js then stay out of the first page's JavaScript.
 */
export { makeBoxLabelsPdf, type BoxLabelBox, type BoxLabelsInput } from './boxLabels';
export { boxContentPayload, type BoxItem } from '~/contract/lister/boxContent';
export { makeBillOfLadingPdf, makePalletLabelsPdf, type BillOfLading, type FreightShipment } from './freightLabels';
export { makeItemLabelsPdf, type ItemLabel } from './itemLabels';
export { tileOnLetter, type LabelsPerLetterPage } from './letterTiles';
export { ITEM_LABEL_LAYOUTS, type ItemLabelLayout, type LabelLayout } from './layouts';
export { openPdf } from './openPdf';
export { printPdf } from './printPdf';
export { TEST_FNSKU, TEST_SHIPMENT } from './samples';
export { makeTestLabelPdf } from './testLabels';
