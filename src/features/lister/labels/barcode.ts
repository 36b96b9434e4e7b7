// The 'generic' build is the platform-free one (no canvas, no Node APIs): it runs in the browser and
// in the Node tests alike. Importing single symbologies keeps the other hundred out of the chunk.
import { code128, drawingSVG, pdf417 } from 'bwip-js/generic';
import { rgb, type PDFPage } from 'pdf-lib';
import { DOT } from './layouts';

/** A barcode as one SVG path in module units (y down), as bwip-js draws it at scale 1. */
export interface BarcodeShape {
  width: number;
  height: number;
  /** Blank modules the symbology needs on each side, not included in `width`. */
  quietZone: number;
  path: string;
}

const number = String.raw`(-?[\d.]+)`;
const LINE = new RegExp(String.raw`M${number} ${number}L${number} ${number}`, 'g');

/**
 * bwip-js's SVG has filled paths (2D symbols) and stroked straight lines (the bars of linear
 * symbols); both become filled outlines, which draw the same in every PDF viewer and driver.
 */
export function svgToShape(svg: string, quietZone: number): BarcodeShape {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('The barcode could not be drawn.');
  const parts: string[] = [];
  for (const [, attributes = ''] of svg.matchAll(/<path ([^>]*)\/>/g)) {
    const d = /(?:^|\s)d="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const stroke = /stroke-width="([\d.]+)"/.exec(attributes);
    if (!stroke) {
      parts.push(d);
      continue;
    }
    const half = Number(stroke[1]) / 2;
    for (const [, ...coordinates] of d.matchAll(LINE)) {
      const [x0, y0, x1, y1] = coordinates.map(Number) as [number, number, number, number];
      const [left, right] = x0 === x1 ? [x0 - half, x0 + half] : [Math.min(x0, x1), Math.max(x0, x1)];
      const [top, bottom] = x0 === x1 ? [Math.min(y0, y1), Math.max(y0, y1)] : [y0 - half, y0 + half];
      parts.push(`M${left} ${top}L${right} ${top}L${right} ${bottom}L${left} ${bottom}Z`);
    }
  }
  return { width: Number(viewBox[1]), height: Number(viewBox[2]), quietZone, path: parts.join('') };
}

/** Code 128 of `text` (the FNSKU, the shipment code): 1 module a unit, bars 1 unit tall. */
export function code128Shape(text: string): BarcodeShape {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error(`"${text}" cannot be printed as a Code 128 barcode.`);
  return svgToShape(code128({ bcid: 'code128', text, scale: 1, height: 1 }, drawingSVG()), 10);
}

/**
 * PDF417 of `text` with `columns` data columns (0: bwip-js picks). Rows are 3 modules tall, the
 * usual minimum for hand-held scanners.
 */
export function pdf417Shape(text: string, columns = 0): BarcodeShape {
  return svgToShape(pdf417({ bcid: 'pdf417', text, scale: 1, columns, rowmult: 3 } as Parameters<typeof pdf417>[0], drawingSVG()), 2);
}

/**
 * The module width, in points, that fits `modules` (quiet zones included) in `available` points:
 * a whole number of printer dots, at most `maxDots`. Below one dot a label is too small to print
 * crisply anyway; the code is then scaled to fit, the best that can be done.
 */
export function moduleWidth(modules: number, available: number, maxDots: number): number {
  const dots = Math.min(maxDots, Math.floor(available / (modules * DOT)));
  return dots >= 1 ? dots * DOT : available / modules;
}

/** Draws `shape` with its top left corner at (x, top): modules `module` points wide, `height` points tall. */
export function drawBarcode(page: PDFPage, shape: BarcodeShape, x: number, top: number, module: number, height: number) {
  // A roll of a thousand labels draws the same few codes again and again: scale each path once.
  let sized = scaledPaths.get(shape);
  if (!sized) scaledPaths.set(shape, (sized = new Map()));
  const key = `${module} ${height}`;
  let path = sized.get(key);
  if (path === undefined) {
    const scaleY = height / shape.height;
    path = shape.path.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, px: string, py: string) => `${round(Number(px) * module)} ${round(Number(py) * scaleY)}`);
    sized.set(key, path);
  }
  page.drawSvgPath(path, { x, y: top, color: rgb(0, 0, 0) });
}

const scaledPaths = new WeakMap<BarcodeShape, Map<string, string>>();

const round = (value: number) => Math.round(value * 1000) / 1000;
