import { Button, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { diagnosticsQueries } from '~/api/admin/diagnostics';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { Diagnostics } from '~/contract/admin/diagnostics';
import { formatDateTime } from '~/lib/dates';
import { formatCount } from '~/lib/numberText';

/** "3 d 4 h", "5 h 12 min", "42 s": how long the server has been up. */
export function uptimeText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min` : `${seconds} s`;
}

/** Label and value pairs, as a definition list. */
function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

function ServerCard({ server }: { server: Diagnostics['server'] }) {
  const offset = server.clockOffsetSeconds;
  return (
    <SectionCard title="Server">
      <Facts
        facts={[
          ['Version', server.version],
          ['Commit', server.commit ? <Code>{server.commit.slice(0, 12)}</Code> : 'Not known (built outside git)'],
          ['Built', when(server.builtAt)],
          ['Node.js', server.node],
          ['Up for', <span data-testid="uptime">{uptimeText(server.uptimeSeconds)}</span>],
          ['Started', when(server.startedAt)],
          ['Server clock', `${when(server.clock)}${offset === 0 ? '' : ` (${offset > 0 ? '+' : ''}${formatCount(offset)} s from this machine's time)`}`],
        ]}
      />
    </SectionCard>
  );
}

function DatabaseCard({ database }: { database: Diagnostics['database'] }) {
  const { migrations } = database;
  return (
    <SectionCard title="Database">
      <Facts
        facts={[
          ['Kind', <span data-testid="database-kind">{database.kind === 'PGLITE' ? `PGlite ${database.pgliteVersion ?? ''}`.trim() : 'PostgreSQL'}</span>],
          ['PostgreSQL', database.serverVersion],
          ['Migrations', `${migrations.applied} of ${migrations.known} applied${migrations.applied < migrations.known ? ' (some are still to run)' : ''}`],
          ['Latest', migrations.latest ?? '–'],
        ]}
      />
    </SectionCard>
  );
}

function SimulatorsCard({ diagnostics }: { diagnostics: Diagnostics }) {
  const { marketplace, payments } = diagnostics;
  return (
    <SectionCard title="Simulators">
      <Facts
        facts={[
          ['Marketplace', marketplace.simulator ? 'Simulator' : 'Live marketplace'],
          ['Catalog', `${formatCount(marketplace.catalogSize)} books (${marketplace.dataVersion})`],
          ['Payment cards', formatCount(payments.cards)],
          ['Charges', payments.charges.length === 0 ? 'None' : payments.charges.map((entry) => `${formatCount(entry.count)} ${entry.status}`).join(', ')],
          ['Last charge', when(payments.lastChargeAt)],
        ]}
      />
    </SectionCard>
  );
}

function QueuesCard({ jobs }: { jobs: Diagnostics['jobs'] }) {
  return (
    <SectionCard title="Job queues" description="Jobs waiting (queued, or to retry), running and failed, per kind.">
      <ResponsiveTable minWidth={560} striped aria-label="Job queues">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queue</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Running</Table.Th>
            <Table.Th ta="right">Failed</Table.Th>
            <Table.Th>Waiting since</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.queues.map((queue) => (
            <Table.Tr key={queue.name} data-testid={`queue-${queue.name}`}>
              <Cell label="Queue" kind="main">
                <Code>{queue.name}</Code>
              </Cell>
              <Cell label="Waiting" ta="right">
                {formatCount(queue.waiting)}
              </Cell>
              <Cell label="Running" ta="right">
                {formatCount(queue.active)}
              </Cell>
              <Cell label="Failed" ta="right" c={queue.failed > 0 ? 'red.8' : undefined}>
                {formatCount(queue.failed)}
              </Cell>
              <Cell label="Waiting since">{when(queue.oldestWaitingSince)}</Cell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <Title order={4} size="h5" mt="sm">
        Last failed jobs
      </Title>
      {jobs.lastFailed.length === 0 ? (
        <Text size="sm" c="dimmed">
          No job has failed.
        </Text>
      ) : (
        <ResponsiveTable minWidth={560} striped aria-label="Last failed jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Queue</Table.Th>
              <Table.Th>Failed</Table.Th>
              <Table.Th ta="right">Retries</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.lastFailed.map((job) => (
              <Table.Tr key={job.id}>
                <Cell label="Queue" kind="main">
                  <Code>{job.name}</Code>
                </Cell>
                <Cell label="Failed">{when(job.failedAt)}</Cell>
                <Cell label="Retries" ta="right">
                  {job.retries}
                </Cell>
                <Cell label="Error">{job.message ?? '–'}</Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionCard>
  );
}

/** admin-panel/misc/sv-test: the server, its database, its job queues and the simulators, for staff. */
export function DiagnosticsPage() {
  const diagnostics = useQuery(diagnosticsQueries.read());
  const data = diagnostics.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Diagnostics</Title>
          <Text size="sm" c="dimmed">
            What the server runs on and whether its work keeps up. Read again every 15 seconds.
          </Text>
        </div>
        <Button variant="default" leftSection={<IconRefresh size={16} />} loading={diagnostics.isFetching} onClick={() => void diagnostics.refetch()}>
          Read again
        </Button>
      </Group>
      <QueryStatus query={diagnostics} what="diagnostics" rows={6} />
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <ServerCard server={data.server} />
            <DatabaseCard database={data.database} />
            <SimulatorsCard diagnostics={data} />
          </SimpleGrid>
          <QueuesCard jobs={data.jobs} />
        </>
      )}
    </Stack>
  );
}
