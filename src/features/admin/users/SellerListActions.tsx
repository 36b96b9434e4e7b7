import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useAddSeller, useRefreshSellerNames } from '~/api/admin/userAccount';
import { FormError } from '~/components/FormError';
import { newSellerBody } from '~/contract';
import { zodFormValidator } from '~/lib/zodForm';
import { DialogActions } from '~/components/DialogActions';

const validate = zodFormValidator(newSellerBody);

/** POST user/add: the account opens at once and its page is shown; the seller is e-mailed a link to choose a password. */
function AddSellerDialog({ onClose }: { onClose(): void }) {
  const add = useAddSeller();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { email: '', firstName: '', lastName: '', companyName: '', phone: '' }, validate, validateInputOnBlur: true });
  const submit = form.onSubmit((values) => {
    const optional = (value: string) => (value.trim() ? value : undefined);
    add.mutate(
      { ...values, companyName: optional(values.companyName), phone: optional(values.phone) },
      { onSuccess: ({ id }) => void navigate({ to: '/admin-panel/users/$userId', params: { userId: id } }) },
    );
  });
  return (
    <Modal opened onClose={onClose} title="Add a seller" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="E-mail" type="email" withAsterisk data-autofocus {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Business name" description="Optional" {...form.getInputProps('companyName')} />
          <TextInput label="Phone number" description="Optional" {...form.getInputProps('phone')} />
          <FormError error={add.error} />
          <DialogActions onCancel={onClose} pending={add.isPending} submitLabel="Open the account" />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The users list's own actions (spec 7.9: user/add and sellerNames/refresh), for its header: they
 * act on no single account, so they live with the list rather than on a user's page.
 */
export function SellerListActions() {
  const [adding, setAdding] = useState(false);
  const refresh = useRefreshSellerNames();
  return (
    <Group gap="xs">
      <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
        Add a seller
      </Button>
      <Button variant="light" leftSection={<IconRefresh size={16} />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
        Refresh marketplace names
      </Button>
      {adding && <AddSellerDialog onClose={() => setAdding(false)} />}
    </Group>
  );
}
