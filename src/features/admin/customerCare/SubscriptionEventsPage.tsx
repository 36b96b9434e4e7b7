import { Group, Pagination, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { careQueries, reasonList } from '~/api/admin/customerCare';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { plural } from '~/lib/plural';
import { EventFilters } from './EventFilters';
import { EVENT_PAGE_SIZES, eventQueryOf, isFiltered, type EventSearch } from './eventSearch';
import { EventTable } from './EventTable';
import { ValueListEditor } from './ValueListEditor';

interface SubscriptionEventsPageProps {
  search: EventSearch;
  onSearch(next: Partial<EventSearch>): void;
}

/** admin-panel/subscription-events: every seller's subscription events, and the unsubscribe reasons staff file. */
export function SubscriptionEventsPage({ search, onSearch }: SubscriptionEventsPageProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Subscription events
      </Title>
      <Tabs value={search.view ?? 'events'} onChange={(view) => onSearch({ view: view === 'reasons' ? 'reasons' : undefined })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="events">Events</Tabs.Tab>
          <Tabs.Tab value="reasons">Unsubscribe reasons</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events" pt="md">
          <EventList search={search} onSearch={onSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="reasons" pt="md">
          <SectionCard title="Unsubscribe reasons" description="The reasons staff file for a seller leaving, on the seller's page. Sellers give their own when they cancel.">
            <ValueListEditor list={reasonList} title="Unsubscribe reasons" column="Reason" />
          </SectionCard>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function EventList({ search, onSearch }: SubscriptionEventsPageProps) {
  const meta = useQuery(careQueries.eventMeta());
  const events = useQuery({ ...careQueries.events(eventQueryOf(search)), placeholderData: keepPreviousData });
  const filter = (next: Partial<EventSearch>) => onSearch({ ...next, page: undefined });
  const data = events.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <Stack gap="md">
      <EventFilters search={search} meta={meta.data} onChange={filter} />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="event-count">
        {data ? `${plural(data.total, 'event')}${isFiltered(search) ? ' match' : ''}` : ' '}
      </Text>
      <QueryStatus query={events} what="subscription events" rows={6} />
      {data && data.items.length === 0 && <Text c="dimmed">{isFiltered(search) ? 'No event matches these filters.' : 'No subscription event yet.'}</Text>}
      {data && data.items.length > 0 && <EventTable items={data.items} />}
      {data && data.total > EVENT_PAGE_SIZES[0] && (
        <Group justify="space-between" wrap="wrap">
          <Select
            label="Per page"
            data={EVENT_PAGE_SIZES.map(String)}
            value={String(data.pageSize)}
            allowDeselect={false}
            onChange={(size) => filter({ pageSize: Number(size) as EventSearch['pageSize'] })}
            w={110}
          />
          {pageCount > 1 && (
            <Pagination total={pageCount} value={data.page + 1} onChange={(next) => onSearch({ page: next - 1 || undefined })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          )}
        </Group>
      )}
    </Stack>
  );
}
