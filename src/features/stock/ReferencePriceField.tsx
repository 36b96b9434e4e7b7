import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '~/api/errors';
import { useSaveBounds } from '~/api/stock/mutations';
import { MoneyInput } from '~/components/MoneyInput';
import { referencePriceOf, type StockSku } from '~/contract';
import { stockBoundsSchema } from '~/contract/stock';

const { minPrice: priceRule } = stockBoundsSchema.shape;

/**
 * A SKU's reference price: what its percentage default bounds rest on (and a rule line's "price"
 * reads), which the repricer never moves. The seller may set their own; emptied, it goes back to
 * the price the SKU was listed at. Saved with the SKU's bounds as they are.
 */
export function ReferencePriceField({ row }: { row: Pick<StockSku, 'sku' | 'price' | 'referencePrice' | 'minPrice' | 'maxPrice'> }) {
  const save = useSaveBounds();
  const [draft, setDraft] = useState<number | null>(row.referencePrice);
  const [valid, setValid] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    save.mutate(
      { sku: row.sku, bounds: { minPrice: row.minPrice, maxPrice: row.maxPrice, referencePrice: draft } },
      { onError: (error) => setFailure(isApiError(error) ? error.message : 'Not saved: try again') },
    );
  };
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <MoneyInput
          label="Reference price"
          description="Default bounds are a percentage of it; empty: the listed price"
          placeholder={`${(referencePriceOf(row) / 100).toFixed(2)}`}
          rule={priceRule}
          value={draft}
          onChange={(next) => {
            setFailure(null);
            setDraft(next);
          }}
          onValidityChange={setValid}
          error={failure}
          w={260}
        />
        <Button variant="light" onClick={submit} disabled={!valid || draft === row.referencePrice} loading={save.isPending}>
          Save
        </Button>
      </Group>
      {save.isSuccess && !save.isPending && <Text size="xs" c="dimmed" role="status">Saved.</Text>}
    </div>
  );
}
