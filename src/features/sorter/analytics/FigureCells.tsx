import { Cell, HeadCell } from '~/components/responsiveTable/ResponsiveTable';
import type { SorterReportRow } from '~/contract/sorter';
import { formatCents } from '~/lib/money';

/** The figures every analytics row has (spec 3.4's report columns). */
type ReportFigures = Pick<SorterReportRow, 'totalScan' | 'selectedGatesTotal' | 'fallbackRejects' | 'salesPrice' | 'totalPayout'>;

export const count = (value: number) => value.toLocaleString('en-US');

const COLUMNS: { label: string; text(figures: ReportFigures): string }[] = [
  { label: 'Total Scan', text: (figures) => count(figures.totalScan) },
  { label: 'Selected', text: (figures) => count(figures.selectedGatesTotal) },
  { label: 'Fallback rejects', text: (figures) => count(figures.fallbackRejects) },
  { label: 'Sales Price', text: (figures) => formatCents(figures.salesPrice) },
  { label: 'Total Payout', text: (figures) => formatCents(figures.totalPayout) },
];

/** The five figures' column heads, in the order FigureCells writes them. */
export function FigureHeadCells() {
  return COLUMNS.map(({ label }) => (
    <HeadCell key={label} ta="right">
      {label}
    </HeadCell>
  ));
}

/** A row's five figures, each labelled for the card a phone shows instead of the row. */
export function FigureCells({ figures }: { figures: ReportFigures }) {
  return COLUMNS.map(({ label, text }) => (
    <Cell key={label} label={label} ta="right">
      {text(figures)}
    </Cell>
  ));
}
