import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { strategyQueries, usePublishStrategy, useSaveStrategySection } from '~/api/admin/strategies';
import { QueryStatus } from '~/components/QueryStatus';
import { RuleLinesEditor } from '~/components/repricerRules/RuleLinesEditor';
import { SectionCard } from '~/components/SectionCard';
import { useInvalidFields } from '~/components/useInvalidFields';
import { GROUP_TYPE_LABELS, sectionSchema, type GroupType, type Section, type StrategySection } from '~/contract';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

/** admin-panel/repricer-strategies/:strategyId/groups/:groupType: a strategy's draft section. */
export function StrategySectionPage({ strategyId, groupType }: { strategyId: number; groupType: GroupType }) {
  const section = useQuery(strategyQueries.section(strategyId, groupType));
  return (
    <Stack>
      <Anchor renderRoot={(props) => <Link {...props} to="/admin-panel/repricer-strategies/$strategyId/groups" params={{ strategyId }} />} size="sm">
        ← Group types
      </Anchor>
      <Title order={2}>{GROUP_TYPE_LABELS[groupType]} section</Title>
      <QueryStatus query={section} what="section" rows={4} />
      {section.data && <SectionEditor key={`${section.data.publishedVersion}-${section.data.drafted}`} draft={section.data} />}
    </Stack>
  );
}

function SectionEditor({ draft }: { draft: StrategySection }) {
  const [edited, setEdited] = useState<Section | null>(null);
  const invalid = useInvalidFields();
  const save = useSaveStrategySection(draft.strategyId, draft.groupType);
  const publish = usePublishStrategy(draft.strategyId);
  const section = edited ?? draft.section;
  const checked = sectionSchema.safeParse(section);
  const blocked = invalid.any || !checked.success;

  return (
    <SectionCard
      title="Rule lines"
      description={`${draft.drafted ? 'Draft' : 'Not written yet'}; ${draft.publishedVersion === null ? 'never published' : `version ${draft.publishedVersion} published`}. Sellers see changes once published.`}
    >
      <UnsavedChangesGuard dirty={edited !== null} />
      <TextInput label="Section name" value={section.name} onChange={(event) => setEdited({ ...section, name: event.currentTarget.value })} maw={360} />
      <RuleLinesEditor section={section} onChange={setEdited} track={invalid.track} />
      {edited && blocked && <Text c="red.8" size="sm" role="alert">{invalid.any ? 'Correct the fields marked in red.' : 'The section is not valid yet.'}</Text>}
      <Group>
        <Button leftSection={<IconDeviceFloppy size={18} />} disabled={!edited || blocked} loading={save.isPending} onClick={() => checked.success && save.mutate(checked.data, { onSuccess: () => setEdited(null) })}>
          Save draft
        </Button>
        <Button variant="light" leftSection={<IconUpload size={18} />} disabled={edited !== null || !draft.drafted} loading={publish.isPending} onClick={() => publish.mutate(draft.groupType)}>
          Publish
        </Button>
      </Group>
    </SectionCard>
  );
}
