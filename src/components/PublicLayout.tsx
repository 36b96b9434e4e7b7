import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** The frame of the sign-in and sign-up pages: logo, a card, and the policy links. */
export function PublicLayout({
  title,
  subtitle,
  children,
  width = 420,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={width} gap="lg">
        <Center>
          <Logo size={36} />
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Title order={1} size="h3" mb={subtitle ? 4 : 'md'}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mb="md">
              {subtitle}
            </Text>
          )}
          <Box>{children}</Box>
        </Paper>
        <Group justify="center" gap="lg">
          <Anchor component={Link} to="/privacy-policies" size="xs" c="dimmed">
            Privacy policy
          </Anchor>
          <Anchor component={Link} to="/cookie-policies" size="xs" c="dimmed">
            Cookie policy
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
