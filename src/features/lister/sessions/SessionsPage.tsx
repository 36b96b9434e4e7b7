import { Anchor, Badge, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useCreateSession } from '~/api/lister/sessionMutations';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SESSION_LIST_PAGE_SIZE, type ListingChannel, type SessionListEntry } from '~/contract/lister';
import { PlansPanel } from '../plan/PlansPanel';
import { CHANNEL_COLOR, SESSIONS_PATH, formatPounds } from '../channels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The sessions of one channel (spec 2.1: lister/session/fba and listings/fbm share this screen). On
 * FBA, a seller who may send books in sees the plans of the newer flow first.
 */
export function SessionsPage({ channel, withPlans = false }: { channel: ListingChannel; withPlans?: boolean }) {
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(0);
  const sessions = useQuery(listerQueries.sessions(channel, searchText, page));
  const create = useCreateSession();
  const navigate = useNavigate();

  const startSession = () =>
    create.mutate(
      { channel },
      {
        onSuccess: (session) =>
          void navigate({
            to: '/listings/$channel/$listingId',
            params: { channel, listingId: session.id },
          }),
      },
    );

  const pageCount = sessions.data ? Math.ceil(sessions.data.total / SESSION_LIST_PAGE_SIZE) : 0;
  return (
    <Stack>
      {withPlans && <PlansPanel />}
      <Group justify="space-between">
        <Group gap="md">
          <Title order={2}>{channel} listing sessions</Title>
          <ChannelSwitch current={channel} />
        </Group>
        <Button leftSection={<IconPlus size={18} />} onClick={startSession} loading={create.isPending}>
          New {channel} session
        </Button>
      </Group>
      <TextInput
        label="Search sessions"
        placeholder="Session name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
        maw={360}
      />
      <QueryStatus query={sessions} what="sessions" rows={4} />
      {sessions.data && sessions.data.content.length === 0 && (
        <Text c="dimmed">
          {searchText ? `No ${channel} session matches “${searchText}”.` : `No ${channel} sessions yet. Start one to scan books into it.`}
        </Text>
      )}
      {sessions.data && sessions.data.content.length > 0 && (
        <ResponsiveTable minWidth={600} striped highlightOnHover aria-label={`${channel} sessions`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Session</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">SKUs</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
              <Table.Th ta="right">Shipments</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.content.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {pageCount > 1 && <Pagination total={pageCount} value={page + 1} onChange={(next) => setPage(next - 1)} />}
    </Stack>
  );
}

function SessionRow({ session }: { session: SessionListEntry }) {
  return (
    <Table.Tr>
      <Cell kind="main">
        <Anchor
          fw={500}
          renderRoot={(props) => (
            <Link {...props} to="/listings/$channel/$listingId" params={{ channel: session.channel, listingId: session.id }} />
          )}
        >
          {session.name}
        </Anchor>
      </Cell>
      <Cell label="Status">
        <Badge color={session.status === 'OPEN' ? CHANNEL_COLOR[session.channel] : 'gray'} variant="light">
          {session.status === 'OPEN' ? 'Open' : 'Submitted'}
        </Badge>
      </Cell>
      <Cell label="Units" ta="right">{session.itemQuantity}</Cell>
      <Cell label="SKUs" ta="right">{session.skuQuantity}</Cell>
      <Cell label="Weight" ta="right">{formatPounds(session.weight)}</Cell>
      <Cell label="Shipments" ta="right">{session.shipments}</Cell>
      <Cell label="Created">{dateFormat.format(new Date(session.createdAt))}</Cell>
    </Table.Tr>
  );
}

/** FBA and FBM sessions are two lists; the seller moves between them here as well as by URL. */
function ChannelSwitch({ current }: { current: ListingChannel }) {
  return (
    <Button.Group aria-label="Channel">
      {(['FBA', 'FBM'] as const).map((channel) => (
        <Button
          key={channel}
          size="xs"
          variant={channel === current ? 'filled' : 'default'}
          color={CHANNEL_COLOR[channel]}
          aria-current={channel === current ? 'page' : undefined}
          renderRoot={(props) => <Link {...props} to={SESSIONS_PATH[channel]} />}
        >
          {channel}
        </Button>
      ))}
    </Button.Group>
  );
}
