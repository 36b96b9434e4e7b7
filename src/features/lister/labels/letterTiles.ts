import { PDFDocument } from 'pdf-lib';
import { BOX_LABEL, inches } from './layouts';

/** Labels on a Letter page: 2 (side by side, full size), 4 (2 x 2) or 6 (2 x 3), each scaled to fit its cell. */
export const LETTER_TILES = { 2: { columns: 2, rows: 1 }, 4: { columns: 2, rows: 2 }, 6: { columns: 2, rows: 3 } } as const;
export type LabelsPerLetterPage = keyof typeof LETTER_TILES;

const LETTER = { width: inches(8.5), height: inches(11) };
const MARGIN = inches(0.25);

/**
 * 4 x 6 in label pages laid out on Letter paper for office printers: each label keeps its
 * proportions, scaled down only when its cell is smaller, centred in the cell.
 */
export async function tileOnLetter(labels: Uint8Array, perPage: LabelsPerLetterPage): Promise<Uint8Array> {
  const source = await PDFDocument.load(labels);
  const pdf = await PDFDocument.create();
  pdf.setTitle(source.getTitle() ?? 'Labels');
  pdf.setCreator('Folio');
  const { columns, rows } = LETTER_TILES[perPage];
  const cell = { width: (LETTER.width - 2 * MARGIN) / columns, height: (LETTER.height - 2 * MARGIN) / rows };
  const scale = Math.min(1, cell.width / BOX_LABEL.width, cell.height / BOX_LABEL.height);
  const embedded = await pdf.embedPages(source.getPages());
  embedded.forEach((label, index) => {
    const slot = index % perPage;
    const page = slot === 0 ? pdf.addPage([LETTER.width, LETTER.height]) : pdf.getPage(pdf.getPageCount() - 1);
    const column = slot % columns;
    const row = Math.floor(slot / columns);
    const width = BOX_LABEL.width * scale;
    const height = BOX_LABEL.height * scale;
    page.drawPage(label, {
      x: MARGIN + column * cell.width + (cell.width - width) / 2,
      y: LETTER.height - MARGIN - (row + 1) * cell.height + (cell.height - height) / 2,
      width,
      height,
    });
  });
  return pdf.save();
}
