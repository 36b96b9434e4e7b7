import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRegisterSendLinkMutation } from '~/api/auth/mutations';
import { PublicLayout } from '~/components/PublicLayout';
import { EmailLinkForm } from './EmailLinkForm';

/** Sign-up by e-mail link: the link opens the registration form at /invitation/finalize. */
export function RegisterSendLinkPage() {
  const send = useRegisterSendLinkMutation();
  if (send.isSuccess) {
    return (
      <PublicLayout title="Check your inbox">
        <Alert color="teal" icon={<IconMailForward />} mb="md" data-testid="link-sent">
          We sent a link to {send.variables}. Open it within 48 hours to finish creating your account.
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
      <EmailLinkForm
        submitLabel="Send me the link"
        pending={send.isPending}
        error={send.error}
        onSubmit={(address) => send.mutate(address)}
        footer={
          <Text size="sm" ta="center" c="dimmed">
            Already registered?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        }
      />
    </PublicLayout>
  );
}
