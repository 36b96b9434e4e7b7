import { Text } from '@mantine/core';
import type { Shipment } from '~/contract/lister';
import { formatPounds } from './channels';

/**
 * What a shipment weighs, as the seller should read it: the boxes' weights once every box is
 * weighed, the books' catalog weights before, and which of the two it is.
 */
export function shipmentWeight(shipment: Pick<Shipment, 'weight' | 'weighedWeight'>) {
  return shipment.weighedWeight === null
    ? { pounds: formatPounds(shipment.weight), basis: 'estimated' as const }
    : { pounds: formatPounds(shipment.weighedWeight), basis: 'weighed' as const };
}

const EXPLAINED = {
  estimated: 'Estimated from the books’ catalog weights, until every box is weighed',
  weighed: 'The weights of its boxes, as weighed',
};

export function ShipmentWeight({ shipment }: { shipment: Pick<Shipment, 'weight' | 'weighedWeight'> }) {
  const { pounds, basis } = shipmentWeight(shipment);
  return (
    <Text span inherit title={EXPLAINED[basis]} data-testid="shipment-weight">
      {pounds}{' '}
      <Text span size="xs" c="dimmed">
        {basis}
      </Text>
    </Text>
  );
}
