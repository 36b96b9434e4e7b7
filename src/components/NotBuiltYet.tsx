import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/**
 * The honest notice of a screen whose route exists but whose screen a later part of the roadmap
 * builds: it says what the screen will do instead of showing anything made up.
 */
export function NotBuiltYet({ screen, purpose }: { screen: string; purpose: string }) {
  return (
    <Paper withBorder p="xl" radius="lg" maw={640} data-testid="not-built-yet">
      <ThemeIcon size="xl" radius="md" variant="light" color="gray" mb="md">
        <IconTools size={24} />
      </ThemeIcon>
      <Title order={2} size="h3" mb="xs">
        {screen}
      </Title>
      <Text c="dimmed">This screen is not built yet. {purpose}</Text>
    </Paper>
  );
}
