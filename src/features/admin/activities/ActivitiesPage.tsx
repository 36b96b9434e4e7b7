import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { activityQueries } from '~/api/admin/activities';
import { FoldingFilters } from '~/components/FoldingFilters';
import { QueryStatus } from '~/components/QueryStatus';
import { SearchField } from '~/components/SearchField';
import type { ActivityActor } from '~/contract';
import { ActivityTable } from './ActivityTable';
import { activityQueryOf, type ActivitySearch } from './activitySearch';

interface ActivitiesPageProps {
  title: string;
  /** user-activities opens on what sellers did, user-events on what staff did; either can show both. */
  defaultActor: ActivityActor | 'ALL';
  search: ActivitySearch;
  onSearch(next: ActivitySearch): void;
}

const ACTOR_CHOICES = [
  { value: 'ALL', label: 'Everything' },
  { value: 'SELLER', label: 'Sellers did' },
  { value: 'STAFF', label: 'Staff did' },
];

/** admin-panel/user-activities and user-events: one screen, its filters in the address. */
export function ActivitiesPage({ title, defaultActor, search, onSearch }: ActivitiesPageProps) {
  const query = activityQueryOf(search, defaultActor);
  const activities = useQuery(activityQueries.list(query));
  const page = search.page ?? 1;
  // Any filter change starts again from the first page.
  const filter = (change: Partial<ActivitySearch>) => onSearch({ ...search, ...change, page: undefined });
  const filtered = Boolean(search.user || search.from || search.to);
  const data = activities.data;

  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" size="sm">
        What sellers did (sign-ins, listing sessions and plans, runs, subscription changes) and what staff did to accounts, newest first. Staff actions are
        a record: nobody can change or remove one.
      </Text>
      <SegmentedControl
        aria-label="Whose actions"
        value={search.actor ?? defaultActor}
        onChange={(actor) => filter({ actor: actor as ActivitySearch['actor'] })}
        data={ACTOR_CHOICES}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <FoldingFilters id="activity-filters" active={filtered}>
        <Group align="flex-end" wrap="wrap">
          <SearchField value={search.user} placeholder="E-mail or user id" onSearch={(user) => filter({ user })} />
          <TextInput type="date" label="From" value={search.from ?? ''} onChange={(event) => filter({ from: event.currentTarget.value || undefined })} w={{ base: '100%', sm: 170 }} />
          <TextInput type="date" label="To" value={search.to ?? ''} onChange={(event) => filter({ to: event.currentTarget.value || undefined })} w={{ base: '100%', sm: 170 }} />
          {filtered && (
            <Button variant="subtle" onClick={() => onSearch({ actor: search.actor })}>
              Clear filters
            </Button>
          )}
        </Group>
      </FoldingFilters>
      <QueryStatus query={activities} what="activity" rows={6} />
      {data && data.items.length === 0 && <Text c="dimmed">{page > 1 ? 'No more activity.' : 'No activity matches these filters.'}</Text>}
      {data && data.items.length > 0 && <ActivityTable items={data.items} label={title} />}
      {data && (page > 1 || data.hasMore) && (
        <Group justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => onSearch({ ...search, page: page - 1 === 1 ? undefined : page - 1 })}>
            Newer
          </Button>
          <Text size="sm">Page {page}</Text>
          <Button variant="default" disabled={!data.hasMore} onClick={() => onSearch({ ...search, page: page + 1 })}>
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
