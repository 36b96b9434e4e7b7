import { Button, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';

/** The first `count` of a long list, and a button for the rest: a card of the page stays about as tall as its neighbours. */
export function useFirstFew<T>(items: readonly T[], count: number) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, count);
  const more =
    items.length > count ? (
      <Button variant="subtle" size="xs" onClick={() => setAll(!all)} style={{ alignSelf: 'flex-start' }}>
        {all ? 'Show fewer' : `Show all ${items.length}`}
      </Button>
    ) : null;
  return { shown, more };
}

interface FirstFewTableProps<Row> {
  rows: readonly Row[];
  /** Rows shown before "Show all". */
  first: number;
  /** The table's accessible name. */
  label: string;
  columns: string[];
  /** Said instead of the table when there is no row. */
  empty: string;
  /** One row: a Table.Tr of Cells, labelled as `columns` are. */
  children: (row: Row) => ReactNode;
}

/** A card's table of the user page: its first few rows, the rest behind a button, a sentence when there is none. */
export function FirstFewTable<Row>({ rows, first, label, columns, empty, children }: FirstFewTableProps<Row>) {
  const { shown, more } = useFirstFew(rows, first);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <ResponsiveTable minWidth={440} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{shown.map(children)}</Table.Tbody>
      </ResponsiveTable>
      {more}
    </>
  );
}
