import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The catch-all page for addresses that lead nowhere (spec 2.2). */
export function NotFoundPage() {
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
        <Button component={Link} to="/" mt="sm">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
