import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { sorterConfigQueries } from '~/api/sorter/config';
import { useCreateMachineKey } from '~/api/sorter/machineKeyMutations';
import { OwnerOnly } from '~/components/OwnerOnly';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { requiredText } from '~/contract/fields';
import { SORTER_KEY_NAME_MAX, type SorterKey } from '~/contract/sorter';
import { formatDateTime } from '~/lib/dates';
import { zodFormValidator } from '~/lib/zodForm';
import { callFailure } from '~/api/errors';
import { MachineRequestExample } from './MachineRequestExample';
import { NewKeyDialog } from './NewKeyDialog';
import { RevokeKeyDialog } from './RevokeKeyDialog';

const validate = zodFormValidator(z.object({ name: requiredText(SORTER_KEY_NAME_MAX) }));

/**
 * Keys the sorter's controller signs its questions with (the machine API), never the seller's
 * session: one per machine, so one can be revoked alone.
 */
export function MachineKeys() {
  const query = useQuery(sorterConfigQueries.machineKeys());
  const create = useCreateMachineKey();
  const form = useForm({ initialValues: { name: '' }, validate });
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<SorterKey | null>(null);

  const submit = form.onSubmit(({ name }) =>
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        form.reset();
        setSecret({ name: created.key.name, secret: created.secret });
      },
    }),
  );

  return (
    <OwnerOnly what="machine keys">
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs">
          <TextInput
            style={{ flex: '1 1 14rem' }}
            label="New key name"
            placeholder="Conveyor 1"
            maxLength={SORTER_KEY_NAME_MAX}
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </form>
      {create.isError && (
        <Alert color="red" role="alert" title="Key not created">
          {callFailure(create.error, 'The key could not be created. Try again.')}
        </Alert>
      )}
      <QueryStatus query={query} what="machine keys" />
      {query.data?.length === 0 && <Text c="dimmed">No machine keys yet. Create one for each sorter that asks Folio for gates.</Text>}
      {query.data && query.data.length > 0 && <KeyTable keys={query.data} onRevoke={setRevoking} />}
      <MachineRequestExample machineKey="<your machine key>" />
      {secret && <NewKeyDialog {...secret} onClose={() => setSecret(null)} />}
      {revoking && <RevokeKeyDialog machineKey={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
    </OwnerOnly>
  );
}

function KeyTable({ keys, onRevoke }: { keys: SorterKey[]; onRevoke(key: SorterKey): void }) {
  return (
    <ResponsiveTable minWidth={640} aria-label="Machine keys">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Key starts</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => (
          <Table.Tr key={key.id} aria-label={key.name}>
            <Cell kind="main">{key.name}</Cell>
            <Cell label="Key starts">
              <Text ff="monospace" size="sm" span>
                {key.prefix}…
              </Text>
            </Cell>
            <Cell label="Created">{formatDateTime(key.createdAt)}</Cell>
            <Cell label="Last used">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</Cell>
            <Cell label="Status">
              {key.revokedAt ? <Badge color="gray">Revoked {formatDateTime(key.revokedAt)}</Badge> : <Badge color="green">Active</Badge>}
            </Cell>
            <Cell kind="actions">
              {!key.revokedAt && (
                <Button size="xs" variant="light" color="red" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                  Revoke
                </Button>
              )}
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
