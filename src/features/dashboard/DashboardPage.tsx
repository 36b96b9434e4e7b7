import { Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '~/api/user/queries';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { FreezePrompts } from './FreezePrompts';
import { NotesCard } from './NotesCard';

/** The seller's home: subscriptions about to freeze first, then account notes. */
export function DashboardPage() {
  const user = useQuery(userQueries.me()).data;
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        {user && (
          <Text c="dimmed">
            {user.businessInfo.companyName ?? `${user.businessInfo.firstName} ${user.businessInfo.lastName}`}
          </Text>
        )}
      </div>
      {user && <FreezePrompts prompts={user.informalPrompts} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NotesCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NotBuiltYet
            screen="Sales and repricing"
            purpose="Charts of your sales, the latest repricing results, subscriptions, payments and billing history will appear here."
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
