/**
 * Money is integer cents everywhere but at the edge (spec 5): people type and read units with two
 * decimals, and the value crosses into cents here, rounded to whole cents.
 */
export function unitsToCents(units: number): number {
  // Shifting the decimal point in text avoids binary drift: 1.005 * 100 is 100.49999...
  const text = String(units);
  return Math.round(text.includes('e') ? units * 100 : Number(`${text}e2`));
}

export function centsToUnits(cents: number): number {
  return cents / 100;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $12.50, or -$3.05 for a loss; an unknown amount is an en dash. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '–' : dollars.format(cents / 100);
}
