import { Text } from '@mantine/core';
import { useRevokeMachineKey } from '~/api/sorter/machineKeyMutations';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import type { SorterKey } from '~/contract/sorter';
import { callFailure } from '~/api/errors';

/** Revoking cannot be undone: the sorter using the key is refused from its next question. */
export function RevokeKeyDialog({ machineKey, onClose }: { machineKey: SorterKey; onClose(): void }) {
  const revoke = useRevokeMachineKey();
  return (
    <ConfirmDialog
      title={`Revoke ${machineKey.name}?`}
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      error={revoke.isError ? callFailure(revoke.error, 'The key could not be revoked. Try again.') : null}
      onConfirm={() => revoke.mutate(machineKey.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      The sorter using the key starting <Text span ff="monospace">{machineKey.prefix}</Text> will be refused from its next
      question. This cannot be undone.
    </ConfirmDialog>
  );
}
