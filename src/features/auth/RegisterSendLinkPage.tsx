import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { useRegisterSendLinkMutation } from '~/api/auth/mutations';
import { email } from '~/contract';
import { PublicLayout } from '~/components/PublicLayout';
import { zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';

/** Sign-up by e-mail link: the link opens the registration form at /invitation/finalize. */
export function RegisterSendLinkPage() {
  const send = useRegisterSendLinkMutation();
  const form = useForm({ initialValues: { email: '' }, validate: zodFormValidator(z.object({ email })) });
  if (send.isSuccess) {
    return (
      <PublicLayout title="Check your inbox">
        <Alert color="teal" icon={<IconMailForward />} mb="md" data-testid="link-sent">
          We sent a link to {form.values.email}. Open it within 48 hours to finish creating your account.
        </Alert>
        <Text size="sm" c="dimmed">
          Nothing arrived? Check the spam folder, or{' '}
          <Anchor component="button" type="button" onClick={() => send.reset()}>
            send it again
          </Anchor>
          .
        </Text>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title="Register with a link" subtitle="Enter your business email; we will send you a link to set up your account.">
      <form onSubmit={form.onSubmit((values) => send.mutate(values.email))} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required autoFocus {...form.getInputProps('email')} />
          <FormError error={send.error} />
          <Button type="submit" loading={send.isPending} fullWidth>
            Send me the link
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already registered?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicLayout>
  );
}
