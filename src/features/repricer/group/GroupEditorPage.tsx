import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useSaveSection } from '~/api/repricer/mutations';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { useInvalidFields } from '~/components/useInvalidFields';
import { GROUP_TYPE_LABELS, sectionSchema, type GroupSection, type GroupType, type RepricerSettings, type Section } from '~/contract';
import { RuleLinesEditor } from '~/components/repricerRules/RuleLinesEditor';
import classes from './GroupEditor.module.css';
import { PreviewSummary } from './PreviewSummary';
import { SectionPreview } from './SectionPreview';
import { useSectionPreview } from './useSectionPreview';
import { SectionTransfer } from './SectionTransfer';
import { StrategyAdoption } from './StrategyAdoption';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

/** automation-rules/:group: one group's rules, with a live preview, transfer and strategies. */
export function GroupEditorPage({ groupType }: { groupType: GroupType }) {
  const settings = useQuery(repricerQueries.settings());
  const group = settings.data?.groups.find((candidate) => candidate.groupType === groupType);
  const section = useQuery({ ...repricerQueries.section(group?.id ?? 0), enabled: group !== undefined });
  const exclusions = useQuery(repricerQueries.exclusions());
  const engineSettings: RepricerSettings | undefined =
    settings.data && exclusions.data
      ? { ...settings.data.settings, excludedSellers: exclusions.data.map(({ sellerId, sellerName }) => ({ sellerId, sellerName })) }
      : undefined;

  return (
    <Stack>
      <Anchor component={Link} to="/automation-rules" size="sm">
        ← Repricer
      </Anchor>
      <Title order={2}>{GROUP_TYPE_LABELS[groupType]} rules</Title>
      <QueryStatus query={settings} what="repricer groups" />
      {settings.data && !group && <Alert color="yellow">This group type is not among your groups.</Alert>}
      {group && <QueryStatus query={section} what="rules" rows={4} />}
      {section.data && <GroupEditor key={`${section.data.groupId}-${section.data.strategy?.version ?? 'own'}`} group={section.data} settings={engineSettings} />}
    </Stack>
  );
}

function GroupEditor({ group, settings }: { group: GroupSection; settings: RepricerSettings | undefined }) {
  const [draft, setDraft] = useState<Section | null>(null);
  const invalid = useInvalidFields();
  const save = useSaveSection(group.groupId);
  const section = draft ?? group.section;
  const checked = sectionSchema.safeParse(section);
  const problem = invalid.any ? 'Correct the fields marked in red.' : checked.success ? null : checked.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');

  const preview = useSectionPreview(section, settings);
  const previewCard = useRef<HTMLDivElement>(null);
  const skuField = useRef<HTMLInputElement>(null);
  const showPreview = () => {
    previewCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (preview.sku === '') skuField.current?.focus({ preventScroll: true });
  };

  return (
    <div className={classes.layout}>
      <UnsavedChangesGuard dirty={draft !== null} />
      <div className={classes.editing}>
        <SectionCard title="Rule lines" description="Tried from the top: the first line whose conditions hold and that can price the SKU wins.">
          <TextInput label="Section name" value={section.name} onChange={(event) => setDraft({ ...section, name: event.currentTarget.value })} maw={360} />
          <RuleLinesEditor section={section} onChange={setDraft} track={invalid.track} />
          {problem && draft && <Text c="red.8" size="sm" role="alert">{problem}</Text>}
          <Group>
            <Button leftSection={<IconDeviceFloppy size={18} />} disabled={!draft || problem !== null} loading={save.isPending} onClick={() => checked.success && save.mutate(checked.data, { onSuccess: () => setDraft(null) })}>
              Save rules
            </Button>
            {draft && (
              <Button variant="default" onClick={() => setDraft(null)}>
                Discard changes
              </Button>
            )}
          </Group>
        </SectionCard>
        <PreviewSummary preview={preview} className={classes.summary} onShow={showPreview} />
      </div>
      <div className={classes.preview} ref={previewCard}>
        <SectionCard title="Live preview" description="The price these rules, saved or not, would give one SKU now.">
          <SectionPreview preview={preview} skuFieldRef={skuField} />
        </SectionCard>
      </div>
      <Stack className={classes.more}>
        <SectionCard title="Strategy" description="Staff publish strategies per group type; adopting one prices this group by its latest version.">
          <StrategyAdoption group={group} />
        </SectionCard>
        <SectionCard title="Transfer">
          <SectionTransfer section={section} onLoad={setDraft} />
        </SectionCard>
      </Stack>
    </div>
  );
}
