import { Button, Table } from '@mantine/core';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { GROUP_TYPE_LABELS, type RepricingResult } from '~/contract';
import { PriceChange } from './PriceChange';
import { ResultSkuCell, ResultStateCell } from './ResultStateCell';

interface ResultsTableProps {
  results: RepricingResult[];
  label: string;
  /** The full table: each row's ASIN and group, and a button that opens its trail. A glance leaves them out. */
  onExplain?: (result: RepricingResult) => void;
}

/** Repricing results, one row each: what SKU, what came of it, and the price it moved from and to. */
export function ResultsTable({ results, label, onExplain }: ResultsTableProps) {
  const full = Boolean(onExplain);
  return (
    <ResponsiveTable minWidth={full ? 760 : 520} striped={full} highlightOnHover={full} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>SKU</Table.Th>
          {full && <Table.Th>Group</Table.Th>}
          <Table.Th>Result</Table.Th>
          <Table.Th>Price</Table.Th>
          {full && <Table.Th>Trail</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => (
          <Table.Tr key={result.id}>
            <Cell label="SKU">
              <ResultSkuCell result={result} withAsin={full} />
            </Cell>
            {full && <Cell label="Group">{GROUP_TYPE_LABELS[result.groupType]}</Cell>}
            <Cell label="Result">
              <ResultStateCell result={result} />
            </Cell>
            <Cell label="Price">
              <PriceChange from={result.previousPrice} to={result.newPrice} />
            </Cell>
            {onExplain && (
              <Cell label="Trail">
                <Button size="compact-sm" variant="light" onClick={() => onExplain(result)} aria-label={`Why this price for ${result.sku}`}>
                  Why this price
                </Button>
              </Cell>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
