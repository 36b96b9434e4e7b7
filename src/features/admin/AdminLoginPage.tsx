import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useAdminLoginMutation } from '~/api/auth/mutations';
import { credentials } from '~/contract';
import { PublicLayout } from '~/components/PublicLayout';
import { zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';

/** Staff sign-in (spec 2.3, 7.9), separate from the seller sign-in. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useAdminLoginMutation();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodFormValidator(credentials) });
  return (
    <PublicLayout title="Folio admin" subtitle="Staff sign-in">
      <form
        onSubmit={form.onSubmit((values) => login.mutate(values, { onSuccess: () => void navigate({ to: '/admin-panel', replace: true }) }))}
        noValidate
      >
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" required autoFocus {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <FormError error={login.error} />
          <Button type="submit" loading={login.isPending} fullWidth color="dark">
            Sign in
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}
