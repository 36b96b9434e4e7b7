import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { safeRedirectPath } from '~/lib/zodForm';

export interface ErrorPageProps {
  type?: string | undefined;
  message?: string | undefined;
  redirectUrl?: string | undefined;
}

/** Spec 2.2 and 8.1: where unexpected failures land, with what happened and a way back. */
export function ErrorPage({ type, message, redirectUrl }: ErrorPageProps) {
  const back = safeRedirectPath(redirectUrl);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack gap="sm">
          <Group gap="xs" c="red">
            <IconAlertTriangle size={28} />
            <Title order={1} size="h3">
              Something went wrong
            </Title>
          </Group>
          <Text>{message || 'Folio met an error it did not expect. It has been reported.'}</Text>
          {type && (
            <Text size="sm" c="dimmed">
              Error type: <Code>{type}</Code>
            </Text>
          )}
          <Group mt="md">
            <Button component="a" href={back}>
              Try again
            </Button>
            <Button component={Link} to="/" variant="default">
              Go to the dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
