import type { InventoryAverages } from '~/contract/dashboard';
import { formatCents } from '~/lib/money';
import { formatCount } from '~/lib/numberText';

/** The averages of inventory/average as a seller reads them; an unknown one is an en dash. */
export interface Figure {
  key: keyof Omit<InventoryAverages, 'skus' | 'units'>;
  label: string;
  format: (value: number) => string;
  /** A sales figure: left out for accounts that hide sales data. */
  sales?: boolean;
}

export const AVERAGE_FIGURES: Figure[] = [
  { key: 'price', label: 'Price', format: formatCents },
  { key: 'quantity', label: 'Units per SKU', format: (value) => value.toLocaleString('en-US', { maximumFractionDigits: 2 }) },
  { key: 'salesRank', label: 'Sales rank', format: (value) => `#${formatCount(value)}` },
  { key: 'ageDays', label: 'Age', format: (value) => `${formatCount(value)} days` },
  { key: 'soldDays', label: 'Since last sale', format: (value) => `${formatCount(value)} days`, sales: true },
];

export const figuresShown = (salesHidden: boolean) => AVERAGE_FIGURES.filter((figure) => !(salesHidden && figure.sales));

export const figureText = (figure: Figure, averages: InventoryAverages) => {
  const value = averages[figure.key];
  return value === null ? '–' : figure.format(value);
};
