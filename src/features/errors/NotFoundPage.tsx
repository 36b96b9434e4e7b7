import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useMatch } from '@tanstack/react-router';

/**
 * The catch-all page for addresses that lead nowhere (spec 2.2), and for a route whose params do
 * not fit. Its way out is the dashboard of the area it is in: staff in the admin area go back to
 * the admin dashboard, never to the seller's.
 */
export function NotFoundPage() {
  const inAdminArea = useMatch({ from: '/admin-panel/_admin', shouldThrow: false }) !== undefined;
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Text fz={64} fw={800} c="navy.4" lh={1}>
          404
        </Text>
        <Title order={1} size="h3">
          This page does not exist
        </Title>
        <Text c="dimmed">The address may be mistyped, or the page has moved.</Text>
        {inAdminArea ? (
          <Button component={Link} to="/admin-panel" mt="sm">
            Go to the admin dashboard
          </Button>
        ) : (
        <Button component={Link} to="/" mt="sm">
          Go to the dashboard
        </Button>
        )}
      </Stack>
    </Center>
  );
}
