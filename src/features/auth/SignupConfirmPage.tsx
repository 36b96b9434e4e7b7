import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useConfirmSignupMutation } from '~/api/auth/mutations';
import { FormError } from '~/components/FormError';
import { PublicLayout } from '~/components/PublicLayout';
import { isApiError } from '~/api/errors';
import { ErrorCode } from '~/contract';

function DeadLink() {
  return (
    <PublicLayout title="This link no longer works">
      <Alert color="orange" icon={<IconAlertCircle />} mb="md">
        Sign-up links work once and expire after 48 hours. If you already opened your account, sign in.
      </Alert>
      <Stack gap="sm">
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
        <Button component={Link} to="/signup" variant="default" fullWidth>
          Sign up again
        </Button>
      </Stack>
    </PublicLayout>
  );
}

/**
 * The e-mailed sign-up link lands here. The account opens on a click, not on load: mail scanners
 * that follow links must not use up the seller's link.
 */
export function SignupConfirmPage({ token }: { token?: string | undefined }) {
  const navigate = useNavigate();
  const confirm = useConfirmSignupMutation();
  const linkDead = !token || isApiError(confirm.error, ErrorCode.LINK_INVALID);
  if (linkDead) return <DeadLink />;
  return (
    <PublicLayout title="Open your Folio account" subtitle="Your address is confirmed once you open the account.">
      <Stack gap="md">
        <Text size="sm">This opens the account you signed up for and signs you in on this browser.</Text>
        <FormError error={confirm.error} />
        <Button
          fullWidth
          loading={confirm.isPending || confirm.isSuccess}
          onClick={() => confirm.mutate(token, { onSuccess: () => void navigate({ to: '/', replace: true }) })}
        >
          Open my account
        </Button>
      </Stack>
    </PublicLayout>
  );
}
