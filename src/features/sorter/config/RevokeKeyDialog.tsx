import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRevokeMachineKey } from '~/api/sorter/machineKeyMutations';
import type { SorterKey } from '~/contract/sorter';
import { callFailure } from './callFailure';

/** Revoking cannot be undone: the sorter using the key is refused from its next question. */
export function RevokeKeyDialog({ machineKey, onClose }: { machineKey: SorterKey; onClose(): void }) {
  const revoke = useRevokeMachineKey();
  return (
    <Modal opened onClose={onClose} title={`Revoke ${machineKey.name}?`} centered>
      <Stack gap="md">
        <Text>
          The sorter using the key starting <Text span ff="monospace">{machineKey.prefix}</Text> will be refused from its next
          question. This cannot be undone.
        </Text>
        {revoke.isError && (
          <Alert color="red" role="alert">
            {callFailure(revoke.error, 'The key could not be revoked. Try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate(machineKey.id, { onSuccess: onClose })}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
