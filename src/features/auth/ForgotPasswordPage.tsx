import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { useForgotPasswordMutation, useResetPasswordMutation } from '~/api/auth/mutations';
import { newPassword } from '~/contract';
import { PublicLayout } from '~/components/PublicLayout';
import { zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';
import { EmailLinkForm } from './EmailLinkForm';
import { PasswordHint } from '~/components/PasswordHint';

/** Without a token: ask for a reset link. With the token from that e-mail: choose a new password. */
export function ForgotPasswordPage({ token }: { token?: string | undefined }) {
  return token ? <ChooseNewPassword token={token} /> : <RequestResetLink />;
}

function RequestResetLink() {
  const request = useForgotPasswordMutation();
  const backToSignIn = (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      Back to sign in
    </Anchor>
  );
  if (request.isSuccess) {
    return (
      <PublicLayout title="Check your inbox">
        <Alert color="teal" icon={<IconCircleCheck />} mb="md">
          If an account exists for {request.variables}, we sent it a link to choose a new password. The link works
          for one hour.
        </Alert>
        {backToSignIn}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one.">
      <EmailLinkForm
        submitLabel="Send reset link"
        pending={request.isPending}
        error={request.error}
        onSubmit={(address) => request.mutate(address)}
        footer={backToSignIn}
      />
    </PublicLayout>
  );
}

const newPasswordForm = z
  .object({ password: newPassword, confirm: z.string() })
  .check(
    z.refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'does not match the password' }),
  );

function ChooseNewPassword({ token }: { token: string }) {
  const reset = useResetPasswordMutation();
  const form = useForm({ initialValues: { password: '', confirm: '' }, validate: zodFormValidator(newPasswordForm) });
  if (reset.isSuccess) {
    return (
      <PublicLayout title="Password changed">
        <Text mb="md">Your new password is set. Every other session of your account was signed out.</Text>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title="Choose a new password">
      <form onSubmit={form.onSubmit((values) => reset.mutate({ token, password: values.password }))} noValidate>
        <Stack gap="md">
          <div>
            <PasswordInput label="New password" autoComplete="new-password" required autoFocus {...form.getInputProps('password')} />
            <PasswordHint password={form.values.password} />
          </div>
          <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <FormError error={reset.error} />
          {reset.error ? (
            <Anchor component={Link} to="/forgot-password" size="sm">
              Ask for a new link
            </Anchor>
          ) : null}
          <Button type="submit" loading={reset.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}
