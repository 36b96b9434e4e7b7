import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLoginMutation } from '~/api/auth/mutations';
import { credentials } from '~/contract';
import { PublicLayout } from '~/components/PublicLayout';
import { safeRedirectPath, zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';

/** Seller sign-in (spec 2.2); afterwards the seller lands on redirectUrl when it is a page of Folio. */
export function LoginPage({ redirectUrl }: { redirectUrl?: string | undefined }) {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodFormValidator(credentials),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, { onSuccess: () => void navigate({ href: safeRedirectPath(redirectUrl), replace: true }) }),
  );

  return (
    <PublicLayout title="Sign in to Folio" subtitle="Welcome back. Your books are waiting.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" required autoFocus {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <FormError error={login.error} />
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign in
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New to Folio?{' '}
            <Anchor component={Link} to="/signup">
              Create an account
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/registersendlink">
              get a sign-up link by e-mail
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicLayout>
  );
}
