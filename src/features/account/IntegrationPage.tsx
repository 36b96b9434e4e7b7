import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAuthorise } from '~/api/integration/mutations';
import { integrationQueries } from '~/api/integration/queries';
import { FormError } from '~/components/FormError';
import { QueryStatus } from '~/components/QueryStatus';
import { AUTHORISATION_STATE_MINUTES, type MarketplaceConnection } from '~/contract';
import { formatDateTime } from '~/lib/dates';
import { STATUS_LABELS, switchConsequences, whereOf } from './connectionFacts';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={`connection-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {value ?? '—'}
      </Text>
    </div>
  );
}

function ConnectionFacts({ connection }: { connection: MarketplaceConnection }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Fact label="Seller id" value={connection.sellingPartnerId} />
      <Fact label="Marketplace" value={whereOf(connection)} />
      <Fact label="Authorised" value={connection.authorisedAt ? formatDateTime(connection.authorisedAt) : connection.sellingPartnerId ? 'Not on record' : null} />
      <Fact label="Renew by" value={connection.expiresAt ? formatDateTime(connection.expiresAt) : null} />
    </SimpleGrid>
  );
}

const buttonLabel: Record<MarketplaceConnection['status'], string> = {
  NOT_CONNECTED: 'Authorise Folio',
  CONNECTED: 'Authorise again',
  EXPIRES_SOON: 'Renew authorisation',
  EXPIRED: 'Renew authorisation',
};

/** account/integration: the marketplace account Folio works on, and the button that authorises it. */
export function IntegrationPage() {
  const connection = useQuery(integrationQueries.connection());
  const authorise = useAuthorise();
  const data = connection.data;
  return (
    <Stack gap="lg">
      <QueryStatus query={connection} what="marketplace connection" />
      {data && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="connection-title">
          <Group justify="space-between" mb="md" wrap="wrap">
            <Title order={2} size="h4" id="connection-title">
              Marketplace connection
            </Title>
            <Badge size="lg" variant="light" color={STATUS_LABELS[data.status].color} data-testid="connection-status">
              {STATUS_LABELS[data.status].label}
            </Badge>
          </Group>
          {data.status === 'NOT_CONNECTED' ? (
            <Text size="sm">
              Folio is not connected to a marketplace seller account yet. Authorise it to see your stock in Stock Manager, reprice it and send
              shipments in.
            </Text>
          ) : (
            <ConnectionFacts connection={data} />
          )}
          {data.status === 'EXPIRES_SOON' && (
            <Alert color="yellow" mt="md">
              The marketplace ends its authorisations after a year. Renew it before {formatDateTime(data.expiresAt!)} to keep Folio working.
            </Alert>
          )}
          {data.status === 'EXPIRED' && (
            <Alert color="red" mt="md">
              The marketplace&apos;s authorisation ended: Folio can no longer work on this account until you renew it.
            </Alert>
          )}
        </Card>
      )}
      {data && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="authorise-title">
          <Title order={2} size="h4" id="authorise-title" mb="xs">
            Authorise on the marketplace
          </Title>
          <Text size="sm" mb="sm">
            The button takes you to the marketplace, where you sign in and allow Folio on your seller account; the marketplace then sends you
            back here. You have {AUTHORISATION_STATE_MINUTES} minutes to finish there.
          </Text>
          {data.sellingPartnerId && (
            <Alert color="blue" variant="light" mb="sm" title={`Authorising another account than ${data.sellingPartnerId}`}>
              <Text size="sm" mb={4}>
                Folio asks you to confirm before it switches, because:
              </Text>
              <List size="sm" spacing={2}>
                {switchConsequences(data.sellingPartnerId, data.changedSkus).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <FormError error={authorise.error} />
          <Group justify="flex-end" mt="sm">
            <Button leftSection={<IconPlugConnected size={18} />} loading={authorise.isPending || authorise.isSuccess} onClick={() => authorise.mutate()}>
              {buttonLabel[data.status]}
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
