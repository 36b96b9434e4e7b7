import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sellerMonitor } from '~/api/clients';
import { isCallError } from '~/api/errors';

/**
 * A page whose data could not load. Call failures were already told through the error catalogue;
 * this keeps the frame on screen and offers to try again.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Failed calls were reported by the catalogue already; anything else broke while rendering.
  useEffect(() => {
    if (!isCallError(error)) sellerMonitor.report(error, 'render');
  }, [error]);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Stack p="lg" maw={640}>
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="This page could not be loaded">
        <Text size="sm">{isCallError(error) ? error.message : 'An unexpected error occurred. It has been reported.'}</Text>
        <Group mt="md">
          <Button size="xs" onClick={retry}>
            Try again
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}
