import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { ListingCondition } from '~/contract/lister';
import { code128Shape, drawBarcode, moduleWidth, type BarcodeShape } from './barcode';
import { embedFonts, writeLine, type Fonts } from '~/lib/pdf/fonts';
import { DOT, LABELS_PER_SHEET, LETTER_SHEET, ROLL_LABEL, sheetSlot, type ItemLabelLayout, type Rect } from './layouts';
import { sanitize, wrapLines } from '~/lib/pdf/text';
import { CONDITION_WORDS } from '~/contract/inventory';

export interface ItemLabel {
  fnsku: string;
  title: string;
  condition: ListingCondition;
  /** Units: one label each. */
  quantity: number;
}

/** Inner margins, the barcode height and the type sizes of a label, per stock. */
const STYLE = {
  roll: { padX: 6, padY: 4, barHeight: 36, fnskuSize: 8, titleSize: 6.5, conditionSize: 7 },
  letter: { padX: 9, padY: 3.5, barHeight: 26, fnskuSize: 8, titleSize: 6.5, conditionSize: 7 },
} satisfies Record<ItemLabelLayout, unknown>;

export interface LabelDrawOptions {
  /** A hairline just inside the label's edge: a test print shows at once whether it is cut off. */
  outline?: boolean;
}

function drawItemLabel(page: PDFPage, fonts: Fonts, slot: Rect, item: ItemLabel, shape: BarcodeShape, layout: ItemLabelLayout, options: LabelDrawOptions) {
  const style = STYLE[layout];
  const x = slot.x + style.padX;
  const width = slot.width - 2 * style.padX;
  let top = slot.y + slot.height - style.padY;
  if (options.outline) {
    page.drawRectangle({ x: slot.x + 1.5, y: slot.y + 1.5, width: slot.width - 3, height: slot.height - 3, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
  }
  // Two dots a module (0.01 in) reads well with every scanner; the quiet zones stay on the label.
  const modules = shape.width + 2 * shape.quietZone;
  const module = moduleWidth(modules, slot.width - 2 * DOT, 2);
  drawBarcode(page, shape, slot.x + (slot.width - shape.width * module) / 2, top, module, style.barHeight);
  top -= style.barHeight + 2;
  top = writeLine(page, item.fnsku, { x, top, width, size: style.fnskuSize, font: fonts.regular, align: 'center' });
  for (const line of wrapLines(sanitize(item.title, fonts.regular), fonts.regular, style.titleSize, width, 2)) {
    top = writeLine(page, line, { x, top, width, size: style.titleSize, font: fonts.regular });
  }
  writeLine(page, CONDITION_WORDS[item.condition], { x, top, width, size: style.conditionSize, font: fonts.bold });
}

/** One label a unit: `quantity` copies of each item, in the order given. */
export function expandUnits(items: readonly ItemLabel[]): ItemLabel[] {
  return items.flatMap((item) => Array.from({ length: Math.max(0, Math.floor(item.quantity)) }, () => item));
}

/**
 * Item labels as a PDF: FNSKU barcode, FNSKU, title (two lines at most) and condition. On a roll
 * each label is a page; on Letter sheets 30 labels fill a page.
 */
export async function makeItemLabelsPdf(items: readonly ItemLabel[], layout: ItemLabelLayout, options: LabelDrawOptions = {}): Promise<Uint8Array> {
  const units = expandUnits(items);
  if (units.length === 0) throw new Error('There are no units to print labels for.');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Item labels (${units.length})`);
  pdf.setCreator('Folio');
  const fonts = await embedFonts(pdf);
  const shapes = new Map<string, BarcodeShape>();
  const shapeOf = (fnsku: string) => {
    let shape = shapes.get(fnsku);
    if (!shape) shapes.set(fnsku, (shape = code128Shape(fnsku)));
    return shape;
  };
  let page: PDFPage | undefined;
  units.forEach((item, index) => {
    let slot: Rect;
    if (layout === 'roll') {
      page = pdf.addPage([ROLL_LABEL.width, ROLL_LABEL.height]);
      slot = { x: 0, y: 0, ...ROLL_LABEL };
    } else {
      if (index % LABELS_PER_SHEET === 0) page = pdf.addPage([LETTER_SHEET.width, LETTER_SHEET.height]);
      slot = sheetSlot(index % LABELS_PER_SHEET);
    }
    drawItemLabel(page!, fonts, slot, item, shapeOf(item.fnsku.trim()), layout, options);
  });
  return pdf.save();
}
