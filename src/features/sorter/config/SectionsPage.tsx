import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sorterConfigQueries } from '~/api/sorter/config';
import { useCreateSection } from '~/api/sorter/sectionMutations';
import { QueryStatus } from '~/components/QueryStatus';
import { RenameDialog } from '~/components/RenameDialog';
import { SORTER_SECTION_NAME_MAX, SORTER_SECTIONS_MAX } from '~/contract/sorter';
import { callFailure } from '~/api/errors';
import { SectionEditor } from './SectionEditor';
import { SectionList } from './SectionList';

/** Sections and their ordered rules (spec 2.1 sorter/triggers): what sends each book to a gate. */
export function SectionsPage() {
  const sections = useQuery(sorterConfigQueries.sections());
  const gates = useQuery(sorterConfigQueries.gates());
  const create = useCreateSection();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);

  const list = sections.data ?? [];
  // The chosen section while it exists; else the active one, else the newest.
  const selected = list.find((section) => section.id === chosenId) ?? list.find((section) => section.active) ?? list[0] ?? null;

  const newSection = (name: string) =>
    create.mutate(
      { name, rules: [] },
      {
        onSuccess: (created) => {
          setChosenId(created.id);
          setNaming(false);
        },
      },
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Sorter triggers</Title>
        <Text size="sm" mt={4}>
          A section is an ordered list of rules; the sorter sorts by the active section.
        </Text>
      </div>
      <QueryStatus query={sections} what="sections" rows={3} />
      <QueryStatus query={gates} what="gates" rows={1} />
      {create.isError && (
        <Alert color="red" role="alert" title="Section not created">
          {callFailure(create.error, 'The section could not be created. Try again.')}
        </Alert>
      )}
      {sections.data && gates.data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              {list.length > 0 && <SectionList sections={list} selectedId={selected?.id ?? null} onSelect={setChosenId} />}
              <Button variant="light" leftSection={<IconPlus size={16} />} disabled={list.length >= SORTER_SECTIONS_MAX} onClick={() => setNaming(true)}>
                New section
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected ? (
              <SectionEditor key={selected.id} section={selected} gates={gates.data} onDeleted={() => setChosenId(null)} />
            ) : (
              <Alert color="blue" title="No sections yet">
                Create a section, then add its rules: each rule sends the books it matches to a gate. Until a section is active,
                every book takes the No Section fallback.
              </Alert>
            )}
          </Grid.Col>
        </Grid>
      )}
      {naming && (
        <RenameDialog
          title="New section"
          label="Section name"
          name=""
          maxLength={SORTER_SECTION_NAME_MAX}
          opened
          saving={create.isPending}
          onClose={() => setNaming(false)}
          onSave={newSection}
        />
      )}
    </Stack>
  );
}
