import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRegisterSendLinkMutation } from '~/api/auth/mutations';
import { PublicLayout } from '~/components/PublicLayout';
import { EmailLinkForm } from './EmailLinkForm';
import { LinkSentNotice } from './LinkSentNotice';

/** Sign-up by e-mail link: the link opens the registration form at /invitation/finalize. */
export function RegisterSendLinkPage() {
  const send = useRegisterSendLinkMutation();
  if (send.isSuccess) {
    return <LinkSentNotice email={send.variables} purpose="to finish creating your account" onSendAgain={() => send.reset()} />;
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
