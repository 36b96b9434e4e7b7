import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { useChangePassword } from '~/api/profile/mutations';
import { FormError } from '~/components/FormError';
import { OwnerOnly } from '~/components/OwnerOnly';
import { PasswordHint } from '~/components/PasswordHint';
import { passwordChangeBody } from '~/contract';
import { zodFormValidator } from '~/lib/zodForm';
import { serverFieldError } from '~/api/serverFieldError';

const passwordForm = z
  .extend(passwordChangeBody, { confirm: z.string() })
  .check(z.refine((values) => values.newPassword === values.confirm, { path: ['confirm'], error: 'does not match the new password' }));
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A new password, given the current one; every other device is signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm({ initialValues: { currentPassword: '', newPassword: '', confirm: '' }, validate: zodFormValidator(passwordForm) });
  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const named = serverFieldError(error, FIELDS);
          if (named) form.setFieldError(named.field, named.message);
        },
      },
    ),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title">
        Password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Changing it signs out every other device; this one stays signed in.
      </Text>
      <OwnerOnly what="the password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div>
              <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
              <PasswordHint password={form.values.newPassword} />
            </div>
            <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...form.getInputProps('confirm')} />
          </SimpleGrid>
          {!serverFieldError(change.error, FIELDS) && <FormError error={change.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
      </OwnerOnly>
    </Card>
  );
}
