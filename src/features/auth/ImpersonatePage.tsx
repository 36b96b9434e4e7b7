import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useImpersonationMutation } from '~/api/auth/mutations';
import { PublicLayout } from '~/components/PublicLayout';

/** The code from the address's fragment, which no server and no Referer ever sees. */
const readCode = () => /^#code=([A-Za-z0-9_-]{16,200})$/.exec(window.location.hash)?.[1] ?? null;

/**
 * Login as user lands here in a new tab: the code is exchanged at once (it works once, for a
 * minute, and is never e-mailed, so no mail scanner can spend it), then the seller app opens.
 */
export function ImpersonatePage() {
  const exchange = useImpersonationMutation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code] = useState(readCode);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The code leaves the address bar and the history at once.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (!code) return;
    exchange.mutate(code, {
      onSuccess: () => {
        queryClient.clear();
        void navigate({ to: '/', replace: true });
      },
    });
  }, [code, exchange, navigate, queryClient]);

  if (!code || exchange.isError) {
    return (
      <PublicLayout title="This sign-in no longer works">
        <Alert color="orange" icon={<IconAlertCircle />} mb="md">
          A sign-in as a seller works once, within a minute of asking for it. Ask again from the seller's page in the admin area.
        </Alert>
        <Button component={Link} to="/admin-panel" variant="default" fullWidth>
          Back to the admin area
        </Button>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title="Signing in as the seller">
      <Stack align="center" gap="sm">
        <Loader aria-label="Signing in" />
        <Text size="sm">Opening the seller app in a staff session…</Text>
      </Stack>
    </PublicLayout>
  );
}
