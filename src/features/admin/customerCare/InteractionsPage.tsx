import { Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { careQueries } from '~/api/admin/customerCare';
import { FoldingFilters } from '~/components/FoldingFilters';
import { QueryStatus } from '~/components/QueryStatus';
import { SearchField } from '~/components/SearchField';
import type { Interaction } from '~/contract';
import { CustomerAttributeLists } from './CustomerAttributeLists';
import { DebouncedTextFilter } from './DebouncedTextFilter';
import { DeleteInteractionDialog } from './DeleteInteractionDialog';
import { InteractionForm } from './InteractionForm';
import { INTERACTION_PAGE_SIZES, TEXT_FILTERS, interactionQueryOf, isFiltered, type InteractionSearch } from './interactionSearch';
import { InteractionTable } from './InteractionTable';

interface InteractionsPageProps {
  search: InteractionSearch;
  /** Changes the address. */
  onSearch(next: Partial<InteractionSearch>): void;
}

/** admin-panel/customer-interaction: calls and e-mails with sellers, and the customer attribute lists. */
export function InteractionsPage({ search, onSearch }: InteractionsPageProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Customer interactions
      </Title>
      <Tabs value={search.view ?? 'interactions'} onChange={(view) => onSearch({ view: view === 'attributes' ? 'attributes' : undefined })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="interactions">Interactions</Tabs.Tab>
          <Tabs.Tab value="attributes">Customer attributes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="interactions" pt="md">
          <InteractionList search={search} onSearch={onSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="attributes" pt="md">
          <CustomerAttributeLists />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function InteractionList({ search, onSearch }: InteractionsPageProps) {
  const page = useQuery({ ...careQueries.interactions(interactionQueryOf(search)), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Interaction | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Interaction | null>(null);
  // Any change of filter starts again from the newest.
  const filter = (next: Partial<InteractionSearch>) => onSearch({ ...next, startId: undefined });
  const data = page.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <FoldingFilters id="interaction-filters" active={isFiltered(search)}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <SearchField value={search.searchText} placeholder="Words of the note" onSearch={(searchText) => filter({ searchText })} />
            {TEXT_FILTERS.map(({ key, label }) => (
              <DebouncedTextFilter key={key} label={label} value={search[key]} onChange={(value) => filter({ [key]: value })} />
            ))}
          </Group>
        </FoldingFilters>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Note an interaction
        </Button>
      </Group>
      <QueryStatus query={page} what="interactions" rows={6} />
      {data && data.items.length === 0 && (
        <Text c="dimmed" data-testid="no-interactions">
          {isFiltered(search) ? 'No interaction matches these filters.' : search.startId ? 'No older interaction.' : 'No interaction noted yet.'}
        </Text>
      )}
      {data && data.items.length > 0 && <InteractionTable items={data.items} onEdit={setEditing} onDelete={setDeleting} />}
      {data && (data.items.length > 0 || search.startId) && (
        <Group justify="space-between" wrap="wrap">
          <Select
            label="Per page"
            data={INTERACTION_PAGE_SIZES.map(String)}
            value={String(search.pageSize ?? INTERACTION_PAGE_SIZES[0])}
            allowDeselect={false}
            onChange={(size) => filter({ pageSize: Number(size) as InteractionSearch['pageSize'] })}
            w={110}
          />
          <Group gap="sm">
            <Button variant="default" disabled={!search.startId} onClick={() => onSearch({ startId: undefined })}>
              Newest
            </Button>
            <Button variant="default" disabled={data.nextStartId === null} onClick={() => onSearch({ startId: data.nextStartId ?? undefined })}>
              Older
            </Button>
          </Group>
        </Group>
      )}
      {editing && <InteractionForm interaction={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteInteractionDialog interaction={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
