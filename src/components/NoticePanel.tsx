import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm panel that explains why a screen has nothing to work with yet. */
export function NoticePanel(props: { icon: ReactNode; color: string; title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="xl" radius="lg" maw={640} data-testid={props.testId}>
      <ThemeIcon size="xl" radius="md" variant="light" color={props.color} mb="md">
        {props.icon}
      </ThemeIcon>
      <Title order={2} size="h3" mb="xs">
        {props.title}
      </Title>
      <Text c="dimmed">{props.children}</Text>
    </Paper>
  );
}
