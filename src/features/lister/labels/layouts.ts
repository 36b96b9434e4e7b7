/** Label stock Folio prints on. PDF units are points (1/72 in); thermal printers print 203 dots an inch. */
export const PT_PER_INCH = 72;
export const DOTS_PER_INCH = 203;
/** One printer dot in points: bar widths are whole dots, so a 203 dpi printer never rounds a bar. */
export const DOT = PT_PER_INCH / DOTS_PER_INCH;

export const inches = (value: number) => value * PT_PER_INCH;

export const ITEM_LABEL_LAYOUTS = ['roll', 'letter'] as const;
/** 'roll': one 2.25 x 1.25 in label a page (Dymo, Rollo, Zebra); 'letter': 30 a US Letter sheet (Avery 5160). */
export type ItemLabelLayout = (typeof ITEM_LABEL_LAYOUTS)[number];
export type LabelLayout = ItemLabelLayout | 'box';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const ROLL_LABEL = { width: inches(2.25), height: inches(1.25) };

/** Avery 5160: 3 columns of 2.625 x 1 in, 0.125 in apart, 0.5 in from the top, 0.1875 in from the side. */
export const LETTER_SHEET = {
  width: inches(8.5),
  height: inches(11),
  columns: 3,
  rows: 10,
  label: { width: inches(2.625), height: inches(1) },
  left: inches(0.1875),
  top: inches(0.5),
  pitchX: inches(2.75),
  pitchY: inches(1),
};

export const BOX_LABEL = { width: inches(4), height: inches(6) };

/** Where label `index` (0-29, row by row) of a Letter sheet sits, in PDF coordinates (origin bottom left). */
export function sheetSlot(index: number): Rect {
  const column = index % LETTER_SHEET.columns;
  const row = Math.floor(index / LETTER_SHEET.columns);
  const { width, height } = LETTER_SHEET.label;
  return {
    x: LETTER_SHEET.left + column * LETTER_SHEET.pitchX,
    y: LETTER_SHEET.height - LETTER_SHEET.top - row * LETTER_SHEET.pitchY - height,
    width,
    height,
  };
}

export const LABELS_PER_SHEET = LETTER_SHEET.columns * LETTER_SHEET.rows;
