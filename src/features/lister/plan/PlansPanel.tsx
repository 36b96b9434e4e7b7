import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCreateNsession } from '~/api/nsession/mutations';
import { nsessionQueries } from '~/api/nsession/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { NsessionSummary } from '~/contract/nsession';
import { formatPounds } from '../channels';
import { STAGE_LABELS, STEP_OF_STAGE } from './steps';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Plans sent to the marketplace's warehouses (the newer flow), above the older sessions on the FBA
 * list: each opens at the step it stands at, on whatever device.
 */
export function PlansPanel() {
  const plans = useQuery(nsessionQueries.list());
  const create = useCreateNsession();
  const navigate = useNavigate();
  const start = () =>
    create.mutate(
      { type: 'fba' },
      { onSuccess: (plan) => void navigate({ to: '/lister/session/$type/$sessionId/scanning', params: { type: 'fba', sessionId: Number(plan.idStr) } }) },
    );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Send to the marketplace</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={start} loading={create.isPending}>
          New plan
        </Button>
      </Group>
      <QueryStatus query={plans} what="plans" rows={3} />
      {plans.data?.length === 0 && <Text c="dimmed">No plans yet. Start one: scan books, pack them, and book the carrier in one place.</Text>}
      {plans.data && plans.data.length > 0 && (
        <ResponsiveTable minWidth={600} striped highlightOnHover aria-label="Plans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Step</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">SKUs</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
              <Table.Th>Changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.data.map((plan) => (
              <PlanRow key={plan.idStr} plan={plan} />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Stack>
  );
}

function PlanRow({ plan }: { plan: NsessionSummary }) {
  return (
    <Table.Tr>
      <Cell kind="main">
        <Anchor
          fw={500}
          renderRoot={(props) => (
            <Link {...props} to={`/lister/session/$type/$sessionId/${STEP_OF_STAGE[plan.stage]}`} params={{ type: plan.type, sessionId: Number(plan.idStr) }} />
          )}
        >
          {plan.name}
        </Anchor>
      </Cell>
      <Cell label="Step">
        <Badge variant="light" color={plan.stage === 'COMPLETE' ? 'teal' : 'blue'}>
          {STAGE_LABELS[plan.stage]}
        </Badge>
      </Cell>
      <Cell label="Units" ta="right">{plan.itemQty}</Cell>
      <Cell label="SKUs" ta="right">{plan.skuQty}</Cell>
      <Cell label="Weight" ta="right">{formatPounds(plan.weight)}</Cell>
      <Cell label="Changed">{dateFormat.format(new Date(plan.updatedAt))}</Cell>
    </Table.Tr>
  );
}
