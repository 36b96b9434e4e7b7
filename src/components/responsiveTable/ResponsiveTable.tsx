import { Table, type TableProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import classes from './ResponsiveTable.module.css';

/**
 * True while the element is narrower than `width`; null until it has been measured. Measured before
 * the first paint, so a phone never sees the table flash before its cards, then kept current as
 * the space changes (a tablet turned, a window resized). An element not laid out (0 wide) counts
 * as wide.
 */
function useNarrowerThan(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setNarrow(element.clientWidth > 0 && element.clientWidth < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, narrow };
}

interface ResponsiveTableProps extends TableProps {
  /** The width the columns need: in less room, each row becomes a card. */
  minWidth: number;
}

/**
 * A table where there is room for its columns, a list of cards where there is not: on a phone, or
 * in one half of a tablet's screen. The room is the table's own (its container's), not the
 * window's. In a card every cell shows, under its column's name (`label` of {@link Cell}); the
 * `main` cell heads the card, `select` sits beside it and `actions` end it, right-aligned. The
 * header row folds away, except a select-all cell, which heads the list. The table stays one
 * table to assistive technology and to tests: rows, cells and their names do not change.
 */
export function ResponsiveTable({ minWidth, className, ...props }: ResponsiveTableProps) {
  const { ref, narrow } = useNarrowerThan(minWidth);
  return (
    <div ref={ref} className={classes.room}>
      {/* Rows come once the room is known (its width does not depend on them: see the CSS), so
          that a long list is laid out once, as the table or the cards it stays, not both. */}
      {narrow !== null && <Table {...props} className={[classes.table, className].filter(Boolean).join(' ')} data-cards={narrow || undefined} />}
    </div>
  );
}

type CellKind = 'main' | 'select' | 'actions';

interface CellProps extends ComponentProps<typeof Table.Td> {
  /** The column's name, shown above the value in a card. */
  label?: string;
  /** The cell's place in a card; a plain field when left out. */
  kind?: CellKind;
}

/** A body cell of a {@link ResponsiveTable}. */
export function Cell({ label, kind, ...props }: CellProps) {
  return <Table.Td data-label={label} data-cell={kind} {...props} />;
}

/** A header cell of a {@link ResponsiveTable}; `select` keeps it (a select-all box) above the cards. */
export function HeadCell({ kind, label, ...props }: ComponentProps<typeof Table.Th> & { kind?: 'select'; label?: string }) {
  return <Table.Th data-cell={kind} data-label={label} {...props} />;
}
