import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { ShippingMethod } from '~/contract/nsession';
import { formatCalendarDate } from '~/lib/dates';
import { formatCents } from '~/lib/money';
import { plural } from '~/lib/plural';
import { Countdown } from '../Countdown';
import type { PlacementChoice, PlacementRow } from './comparison';

const METHOD_LABEL: Record<ShippingMethod, string> = { SPD: 'Small parcel (SPD)', LTL: 'Less than truckload (LTL)' };

interface PlacementTableProps {
  rows: readonly PlacementRow[];
  cheapest: { optionId: string; method: ShippingMethod } | null;
  canChoose: boolean;
  onChoose(row: PlacementRow, method: ShippingMethod): void;
}

/** Every placement option and carrier method side by side, fee plus carrier, the cheapest marked. */
export function PlacementTable({ rows, cheapest, canChoose, onChoose }: PlacementTableProps) {
  return (
    <ResponsiveTable minWidth={820} aria-label="Placement and carrier options">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Placement</Table.Th>
          <Table.Th ta="right">Placement fee</Table.Th>
          <Table.Th>{METHOD_LABEL.SPD}</Table.Th>
          <Table.Th>{METHOD_LABEL.LTL}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.option.id} aria-label={row.option.name}>
            <Cell kind="main">
              <Stack gap={4}>
                <Text fw={500}>{row.option.name}</Text>
                <Text size="xs" c="dimmed">
                  {plural(row.option.shipments.length, 'shipment')}: {row.option.shipments.map((shipment) => `${shipment.destination} (${plural(shipment.boxIds.length, 'box', 'boxes')})`).join(', ')}
                </Text>
                {row.option.status === 'OFFERED' && <Countdown until={row.option.expiresAt} label="Expires in" passed="Expired" />}
                {row.option.status !== 'OFFERED' && (
                  <Badge color={row.option.status === 'ACCEPTED' ? 'teal' : 'red'} variant="light" w="fit-content">
                    {row.option.status === 'ACCEPTED' ? 'Confirmed' : 'Expired'}
                  </Badge>
                )}
              </Stack>
            </Cell>
            <Cell label="Placement fee" ta="right">
              {formatCents(row.option.fee)}
            </Cell>
            {(['SPD', 'LTL'] as const).map((method) => (
              <Cell key={method} label={METHOD_LABEL[method]}>
                <ChoiceCell
                  choice={row.choices[method]}
                  cheapest={cheapest?.optionId === row.option.id && cheapest.method === method}
                  enabled={canChoose && row.option.status === 'OFFERED'}
                  onChoose={() => onChoose(row, method)}
                  label={`${row.option.name}, ${METHOD_LABEL[method]}`}
                />
              </Cell>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

function ChoiceCell({ choice, cheapest, enabled, onChoose, label }: { choice: PlacementChoice; cheapest: boolean; enabled: boolean; onChoose(): void; label: string }) {
  if (!choice.quoted) return <Text size="sm" c="dimmed">Carriers are still quoting…</Text>;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700} data-testid="choice-total">
          {formatCents(choice.total)}
        </Text>
        {cheapest && (
          <Badge color="teal" variant="filled" tt="none">
            Cheapest
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Carrier {formatCents(choice.carrierCost)} ·{' '}
        {choice.deliveryStart && choice.deliveryEnd
          ? `arrives ${formatCalendarDate(choice.deliveryStart)} – ${formatCalendarDate(choice.deliveryEnd)}`
          : 'no delivery window quoted'}
      </Text>
      <Button size="xs" variant={cheapest ? 'filled' : 'light'} disabled={!enabled} onClick={onChoose} aria-label={`Choose ${label}`} w="fit-content">
        Choose
      </Button>
    </Stack>
  );
}
