import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { repricerQueries } from '~/api/repricer/queries';
import { isApiError } from '~/api/errors';
import { priceSku, type RepricerSettings, type Section } from '~/contract';
import { formatCents } from '~/lib/money';
import { TrailView } from '../trail/TrailView';

interface SectionPreviewProps {
  /** The rules as they stand in the editor, saved or not. */
  section: Section;
  settings: RepricerSettings | undefined;
}

/**
 * What the rules on screen would do to one SKU now: its offers come from the stock manager and the
 * engine runs here, the same priceSku the server's runs use, so the seller sees a change's effect
 * before saving it. The seller's own marketplace id is not known to the browser, so an own offer
 * in the list would count as a competitor: the server's run knows better.
 */
export function SectionPreview({ section, settings }: SectionPreviewProps) {
  const [typed, setTyped] = useState('');
  const [sku, setSku] = useState('');
  const stock = useQuery(repricerQueries.stockSku(sku));
  const decision = useMemo(
    () => (stock.data && settings ? priceSku({ sku: stock.data.sku, offers: stock.data.offers, section, settings, sellerId: '' }) : null),
    [stock.data, settings, section],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSku(typed.trim());
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label="SKU to preview" placeholder="Type a SKU" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} style={{ flex: 1 }} />
          <Button type="submit" leftSection={<IconSearch size={16} />} disabled={typed.trim() === ''}>
            Preview
          </Button>
        </Group>
      </form>
      {sku === '' && <Text size="sm" c="dimmed">Type one of your SKUs to see the price these rules would give it now.</Text>}
      {stock.isFetching && !stock.data && <Text size="sm">Loading {sku}…</Text>}
      {stock.isError && (
        <Alert color={isApiError(stock.error) && stock.error.status === 404 ? 'yellow' : 'red'} role="alert">
          {isApiError(stock.error) && stock.error.status === 404 ? `No SKU “${sku}” in your stock.` : `The SKU could not be loaded: ${stock.error.message}`}
        </Alert>
      )}
      {stock.data && (
        <Text size="sm">
          <b>{stock.data.sku.title}</b> · {stock.data.sku.channel} {stock.data.sku.subCondition} · {stock.data.offers.length} offers · now {formatCents(stock.data.sku.price)}
        </Text>
      )}
      {decision && (
        <div aria-live="polite" data-testid="preview">
          <TrailView
            lines={decision.trail}
            guards={decision.guards}
            reasons={decision.reasons}
            state={decision.state}
            code={decision.code}
            failure={decision.failure}
            previousPrice={decision.previousPrice}
            newPrice={decision.newPrice}
            bounds={decision.bounds}
            note={decision.note}
          />
        </div>
      )}
    </Stack>
  );
}
