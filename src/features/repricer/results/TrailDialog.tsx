import { Alert, Modal, Text } from '@mantine/core';
import type { RepricingResult } from '~/contract';
import { readTrail } from '../trail/readTrail';
import { TrailView } from '../trail/TrailView';

/** "Why this price" for one stored result. */
export function TrailDialog({ result, onClose }: { result: RepricingResult | null; onClose(): void }) {
  const trail = result ? readTrail(result.trail) : null;
  return (
    <Modal opened={result !== null} onClose={onClose} title={result ? `Why this price: ${result.sku}` : ''} size="xl">
      {result && trail && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {result.title} · priced {new Date(result.pricedAt).toLocaleString()}
          </Text>
          {trail.marketplaceRefusal !== null && (
            <Alert color="red" title="The marketplace refused this price" mb="sm">
              {trail.marketplaceRefusal} The SKU keeps the price the marketplace has.
            </Alert>
          )}
          <TrailView
            lines={trail.lines}
            guards={trail.guards}
            reasons={result.reasons}
            state={result.state}
            code={result.code}
            failure={result.failureCode}
            previousPrice={result.previousPrice}
            newPrice={result.newPrice}
            bounds={trail.bounds}
            note={trail.note}
          />
        </>
      )}
    </Modal>
  );
}
