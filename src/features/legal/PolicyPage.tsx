import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '~/components/Logo';

export interface PolicySection {
  heading: string;
  body: ReactNode;
}

/** A readable policy page: sections with headings, the date it applies from, a way back. */
export function PolicyPage({ title, effective, sections }: { title: string; effective: string; sections: PolicySection[] }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/" underline="never">
          <Logo />
        </Anchor>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            In effect from {effective}
          </Text>
          <Stack gap="lg">
            {sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} size="h4" mb={6}>
                  {section.heading}
                </Title>
                {section.body}
              </section>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

