import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useConfirmPackingOption, useMakeNewPackingOptions } from '~/api/nsession/mutations';
import { nsessionQueries, operationRunning } from '~/api/nsession/queries';
import { QueryStatus } from '~/components/QueryStatus';
import type { PackingOptionView } from '~/contract/nsession';
import { formatCents } from '~/lib/money';
import { plural } from '~/lib/plural';
import { Countdown } from '../Countdown';
import { usePlan } from '../planContext';

/**
 * Step 3: the marketplace's ways of packing the plan, side by side (spec 7.3 packing-option):
 * each option's groups (books that may share a box), any fee or discount, and how long it stands.
 */
export function PackingOptionsPage() {
  const { session, sessionId, type } = usePlan();
  const options = useQuery(nsessionQueries.packingOptions(sessionId));
  const confirm = useConfirmPackingOption(sessionId);
  const makeNew = useMakeNewPackingOptions(sessionId);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string>();
  const running = operationRunning(session);
  const choosing = session.stage === 'PACKING_OPTIONS';

  // Once the option the seller chose is accepted, packing is next.
  useEffect(() => {
    if (chosen && session.stage === 'PACKING') void navigate({ to: '/lister/session/$type/$sessionId/packing', params: { type, sessionId } });
  }, [chosen, navigate, session.stage, sessionId, type]);

  const list = options.data?.options ?? [];
  const offered = list.filter((option) => option.status === 'OFFERED');
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        The marketplace groups the books that may share a box. Choose one way of packing; its groups are what you pack next.
      </Text>
      <QueryStatus query={options} what="packing options" rows={3} />
      {options.data && list.length === 0 && !running && (
        <Alert color="gray" title="No packing options">
          The marketplace has not offered any yet.
          <Button mt="sm" display="block" leftSection={<IconRefresh size={16} />} loading={makeNew.isPending} onClick={() => makeNew.mutate()}>
            Generate options
          </Button>
        </Alert>
      )}
      {choosing && list.length > 0 && offered.length === 0 && !running && (
        <Alert color="orange" title="These options have expired">
          The marketplace keeps packing options for a day. Generate new ones to go on.
          <Button mt="sm" display="block" leftSection={<IconRefresh size={16} />} loading={makeNew.isPending} onClick={() => makeNew.mutate()}>
            Generate options again
          </Button>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.map((option, index) => (
          <OptionCard
            key={option.id}
            option={option}
            number={index + 1}
            canChoose={choosing && !running && option.status === 'OFFERED'}
            choosing={confirm.isPending && confirm.variables === option.id}
            onChoose={() => {
              setChosen(option.id);
              confirm.mutate(option.id);
            }}
          />
        ))}
      </SimpleGrid>
      {session.stage !== 'PACKING_OPTIONS' && session.packingOptionIdStr && (
        <Group>
          <Button renderRoot={(props) => <Link {...props} to="/lister/session/$type/$sessionId/packing" params={{ type, sessionId }} />}>Go to packing</Button>
          {session.stage === 'PACKING' && (
            <Button variant="default" leftSection={<IconRefresh size={16} />} loading={makeNew.isPending} disabled={running} onClick={() => makeNew.mutate()}>
              Generate options again (empties the boxes)
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

const STATUS_COLOR = { OFFERED: 'blue', ACCEPTED: 'teal', EXPIRED: 'red' } as const;

function OptionCard({ option, number, canChoose, choosing, onChoose }: { option: PackingOptionView; number: number; canChoose: boolean; choosing: boolean; onChoose(): void }) {
  const units = option.groups.reduce((sum, group) => sum + group.unitQty, 0);
  return (
    <Card withBorder radius="md" component="section" aria-label={`Option ${number}: ${option.name}`} data-status={option.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            Option {number}: {option.name}
          </Title>
          <Badge color={STATUS_COLOR[option.status]} variant="light" leftSection={option.status === 'ACCEPTED' ? <IconCheck size={12} aria-hidden /> : undefined}>
            {option.status === 'OFFERED' ? 'Offered' : option.status === 'ACCEPTED' ? 'Accepted' : 'Expired'}
          </Badge>
        </Group>
        <Text size="sm">
          {plural(option.groups.length, 'group')} · {plural(units, 'unit')}
        </Text>
        <List size="sm" spacing={2}>
          {option.groups.map((group, index) => (
            <List.Item key={group.idStr}>
              Group {index + 1}: {plural(group.itemQty, 'SKU')}, {plural(group.unitQty, 'unit')}
            </List.Item>
          ))}
        </List>
        <Group gap="xs">
          <Badge variant="outline" color="gray" tt="none">
            Fee {formatCents(option.fee)}
          </Badge>
          {option.discount > 0 && (
            <Badge variant="light" color="teal" tt="none">
              Discount {formatCents(option.discount)}
            </Badge>
          )}
          {option.status === 'OFFERED' && <Countdown until={option.expiresAt} label="Expires in" passed="Expired" />}
        </Group>
        {option.status !== 'ACCEPTED' && (
          <Button disabled={!canChoose} loading={choosing} onClick={onChoose}>
            Choose this option
          </Button>
        )}
      </Stack>
    </Card>
  );
}
