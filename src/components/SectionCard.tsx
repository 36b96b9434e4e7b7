import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card of a settings page, named for screen readers by its title. */
export function SectionCard({ title, icon, description, children }: SectionCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs">
          {icon}
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
