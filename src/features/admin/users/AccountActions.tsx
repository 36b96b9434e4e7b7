import { Button, Group } from '@mantine/core';
import { IconGift, IconLogin, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteUser, useLoginAsUser, useResendWelcome } from '~/api/admin/userAccount';
import { isCallError } from '~/api/errors';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import type { UserAccount } from '~/contract';
import { AddOnDialog } from './AddOnDialog';

const messageOf = (error: unknown) => (error ? (isCallError(error) ? error.message : 'Something went wrong. Try again.') : null);

/** Everything staff can do to the account; nothing but reading once it is deleted. */
export function AccountActions({ account }: { account: UserAccount }) {
  const [dialog, setDialog] = useState<'addOn' | 'delete' | null>(null);
  const loginAs = useLoginAsUser(account.id);
  const resend = useResendWelcome(account.id);
  const remove = useDeleteUser(account.id);
  if (account.deletedAt) return null;

  return (
    <>
      <Group gap="xs">
        <Button
          leftSection={<IconLogin size={16} />}
          loading={loginAs.isPending}
          disabled={account.disabledAt !== null}
          onClick={() => {
            // Opened at the click, before the call: a browser blocks a tab opened after it.
            const tab = window.open('about:blank', '_blank');
            if (tab) tab.opener = null;
            loginAs.mutate(tab);
          }}
        >
          Login as user
        </Button>
        <Button variant="light" leftSection={<IconGift size={16} />} onClick={() => setDialog('addOn')}>
          Give an add-on
        </Button>
        <Button variant="light" leftSection={<IconMailForward size={16} />} loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend welcome e-mail
        </Button>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
          Delete user
        </Button>
      </Group>
      {dialog === 'addOn' && <AddOnDialog userId={account.id} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete this user?"
          confirmLabel="Delete user"
          cancelLabel="Keep the account"
          pending={remove.isPending}
          error={messageOf(remove.error)}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        >
          {account.email} is signed out everywhere, their machine keys stop working, their subscriptions end without further charges, and their
          name, company, phone and address are removed. Their invoices and payments stay on record under user #{account.id}. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
