import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type Ref } from 'react';
import { isApiError } from '~/api/errors';
import { formatCents } from '~/lib/money';
import { TrailView } from '../trail/TrailView';
import type { SectionPreviewState } from './useSectionPreview';

interface SectionPreviewProps {
  preview: SectionPreviewState;
  /** The SKU field, for the summary's "Choose a SKU" to focus. */
  skuFieldRef?: Ref<HTMLInputElement>;
}

/** What the rules on screen would do to one SKU now (useSectionPreview), with the trail of why. */
export function SectionPreview({ preview, skuFieldRef }: SectionPreviewProps) {
  const { sku, stock, decision } = preview;
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    preview.choose(typed);
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput ref={skuFieldRef} label="SKU to preview" placeholder="Type a SKU" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} style={{ flex: 1 }} />
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
