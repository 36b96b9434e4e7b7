import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './VirtualTable.module.css';

export type SortDirection = 'asc' | 'desc';

export interface VirtualColumn<Row> {
  key: string;
  header: string;
  /** A CSS grid track: `120px`, `minmax(200px, 1fr)`. */
  width: string;
  align?: 'left' | 'right';
  /** Set when the column sorts; the header then becomes a button. */
  sortField?: string;
  render: (row: Row) => ReactNode;
}

export interface VirtualTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualColumn<Row>[];
  /** Every row the query matches, loaded or not: the scrollbar is sized for all of them. */
  rowCount: number;
  /** The row at an index, or undefined while its window is loading. */
  rowAt: (index: number) => Row | undefined;
  rowKey: (row: Row) => string;
  /** The visible rows changed: load what they need. */
  onRangeChange: (first: number, last: number) => void;
  sort?: { field: string; direction: SortDirection };
  onSort?: (field: string) => void;
  /** The viewport's height (rows scroll inside it, the header stays). */
  height: CSSProperties['height'];
  rowHeight?: number;
}

/**
 * A table of any number of rows, of which only those in view (and a few around) are in the page:
 * 100,000 SKUs cost what 30 do. A grid of ARIA rows rather than a <table>, because a table's rows
 * cannot be positioned one by one; `aria-rowcount` and `aria-rowindex` tell assistive technology
 * where each row sits in the whole. Sorting is the caller's (on the server): a header button asks.
 */
export function VirtualTable<Row>({ label, columns, rowCount, rowAt, rowKey, onRangeChange, sort, onSort, height, rowHeight = 40 }: VirtualTableProps<Row>) {
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table re-renders on every scroll anyway; its rows are memoised on their own props
  const virtualizer = useVirtualizer({ count: rowCount, getScrollElement: () => viewport.current, estimateSize: () => rowHeight, overscan: 5 });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (last >= first) onRangeChange(first, last);
  }, [first, last, onRangeChange]);

  const template = { gridTemplateColumns: columns.map((column) => column.width).join(' ') };
  return (
    <div ref={viewport} className={classes.viewport} style={{ height }} role="table" aria-label={label} aria-rowcount={rowCount + 1} tabIndex={0}>
      <div role="rowgroup" className={classes.head}>
        <div role="row" aria-rowindex={1} className={classes.row} style={{ ...template, height: rowHeight }}>
          {columns.map((column) => (
            <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
        </div>
      </div>
      <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rowAt(item.index);
          return (
            <VirtualRow
              key={row ? rowKey(row) : `loading-${item.index}`}
              row={row}
              index={item.index}
              start={item.start}
              columns={columns}
              gridTemplateColumns={template.gridTemplateColumns}
              height={rowHeight}
            />
          );
        })}
      </div>
    </div>
  );
}

interface VirtualRowProps<Row> {
  row: Row | undefined;
  index: number;
  start: number;
  columns: readonly VirtualColumn<Row>[];
  gridTemplateColumns: string;
  height: number;
}

/**
 * One row, painted again only when its data, place or columns change: a sort or a filter re-renders
 * the page while its reply is on the way (and once more when it lands), and the rows still showing
 * the previous answer then cost nothing. Callers keep `columns` stable (useMemo).
 */
const VirtualRow = memo(function VirtualRow<Row>({ row, index, start, columns, gridTemplateColumns, height }: VirtualRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy={row ? undefined : true}
      className={classes.row}
      style={{ gridTemplateColumns, height, position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` }}
    >
      {columns.map((column) => (
        <div key={column.key} role="cell" className={classes.cell} data-align={column.align}>
          {row ? column.render(row) : <span className={classes.placeholder}>…</span>}
        </div>
      ))}
    </div>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;

function SortableHeader<Row>({ column, sort, onSort }: { column: VirtualColumn<Row>; sort?: VirtualTableProps<Row>['sort']; onSort?: (field: string) => void }) {
  const sorted = column.sortField !== undefined && sort?.field === column.sortField ? sort.direction : undefined;
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.sortField ? 'none' : undefined;
  return (
    <div role="columnheader" aria-sort={ariaSort} className={classes.cell} data-align={column.align}>
      {column.sortField && onSort ? (
        <button type="button" className={classes.sortButton} onClick={() => onSort(column.sortField!)}>
          {column.header}
          <span aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
        </button>
      ) : (
        column.header
      )}
    </div>
  );
}
