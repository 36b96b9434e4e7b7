import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';

/** The two pages the spec itself names as under construction: inventory manager and feed tool. */
export function UnderConstruction({ app, purpose }: { app: string; purpose: string }) {
  return (
    <Paper withBorder p="xl" radius="lg" maw={640} data-testid="under-construction">
      <ThemeIcon size="xl" radius="md" variant="light" color="yellow" mb="md">
        <IconBarrierBlock size={24} />
      </ThemeIcon>
      <Title order={2} size="h3" mb="xs">
        {app} is under construction
      </Title>
      <Text c="dimmed">{purpose} Your subscription stays active while we finish it.</Text>
    </Paper>
  );
}
