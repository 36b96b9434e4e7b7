import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveSection, useSectionAction } from '~/api/sorter/sectionMutations';
import { RenameDialog } from '~/components/RenameDialog';
import { SORTER_RULES_MAX, SORTER_SECTION_NAME_MAX, type GateMetadata, type SorterSection } from '~/contract/sorter';
import { callFailure } from '~/api/errors';
import { DeleteSectionDialog } from './DeleteSectionDialog';
import { draftRules, newDraftRule, newRuleValues, sameRules, type DraftRule } from './ruleDraft';
import { RuleFormDialog } from './RuleFormDialog';
import { RuleList } from './RuleList';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

type Dialog = { kind: 'new-rule' } | { kind: 'edit-rule'; rule: DraftRule } | { kind: 'rename' } | { kind: 'delete' };

interface SectionEditorProps {
  section: SorterSection;
  gates: readonly GateMetadata[];
  onDeleted(): void;
}

/**
 * One section: its name, whether the sorter sorts by it, and its rules in order. Rule edits stay on
 * the screen until Save rules, which replaces the section's whole list at once.
 */
export function SectionEditor({ section, gates, onDeleted }: SectionEditorProps) {
  const [draft, setDraft] = useState(() => draftRules(section.rules));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const save = useSaveSection();
  const act = useSectionAction();
  const dirty = !sameRules(draft, section.rules);
  const close = () => setDialog(null);

  const saveRules = () =>
    save.mutate(
      { id: section.id, body: { name: section.name, rules: draft.map((item) => item.rule) } },
      { onSuccess: (saved) => setDraft(draftRules(saved.rules)) },
    );
  const rename = (name: string) =>
    save.mutate({ id: section.id, body: { name, rules: section.rules.map(({ id: _id, ...rule }) => rule) } }, { onSuccess: close });

  return (
    <Stack gap="md" component="section" aria-label={`Section ${section.name}`}>
      <UnsavedChangesGuard dirty={dirty} />
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h3" data-testid="section-title">
            {section.name}
          </Title>
          {section.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Not active</Badge>}
        </Group>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => setDialog({ kind: 'rename' })}>
            Rename
          </Button>
          <Button
            variant={section.active ? 'default' : 'light'}
            size="sm"
            loading={act.isPending}
            onClick={() => act.mutate({ id: section.id, action: section.active ? 'deactivate' : 'activate' })}
          >
            {section.active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="light" color="red" size="sm" onClick={() => setDialog({ kind: 'delete' })}>
            Delete
          </Button>
        </Group>
      </Group>
      {act.isError && (
        <Alert color="red" role="alert">
          {callFailure(act.error, 'The section could not be changed. Try again.')}
        </Alert>
      )}
      <Text size="sm">A scanned book drops into the gate of the first rule it matches, from the top.</Text>
      {draft.length === 0 ? (
        <Alert color="blue" title="No rules yet">
          Without rules every book takes the No Section fallback. Add a rule for the books you keep, then one for each other bin.
        </Alert>
      ) : (
        <RuleList rules={draft} gates={gates} onChange={setDraft} onEdit={(rule) => setDialog({ kind: 'edit-rule', rule })} />
      )}
      {save.isError && (
        <Alert color="red" role="alert" title="Not saved">
          {callFailure(save.error, 'The section could not be saved. Try again.')}
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Button variant="light" leftSection={<IconPlus size={16} />} disabled={draft.length >= SORTER_RULES_MAX} onClick={() => setDialog({ kind: 'new-rule' })}>
          Add rule
        </Button>
        <Group gap="xs">
          {dirty && (
            <Button variant="default" onClick={() => setDraft(draftRules(section.rules))}>
              Discard changes
            </Button>
          )}
          <Button onClick={saveRules} loading={save.isPending} disabled={!dirty}>
            Save rules
          </Button>
        </Group>
      </Group>
      {dirty && (
        <Text size="sm" c="orange.9" role="status">
          Unsaved changes: the sorter keeps the saved rules until you save.
        </Text>
      )}
      {dialog?.kind === 'new-rule' && (
        <RuleFormDialog
          title="New rule"
          submitLabel="Add rule"
          initialValues={newRuleValues('GATE_1')}
          gates={gates}
          onClose={close}
          onDone={(rule) => setDraft([...draft, newDraftRule(rule)])}
        />
      )}
      {dialog?.kind === 'edit-rule' && (
        <RuleFormDialog
          title={`Edit ${dialog.rule.rule.name}`}
          submitLabel="Done"
          initialValues={dialog.rule.rule}
          gates={gates}
          onClose={close}
          onDone={(rule) => setDraft(draft.map((item) => (item.key === dialog.rule.key ? { ...item, rule } : item)))}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          title="Rename section"
          label="Section name"
          name={section.name}
          maxLength={SORTER_SECTION_NAME_MAX}
          opened
          saving={save.isPending}
          onClose={close}
          onSave={rename}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteSectionDialog section={section} onClose={close} onDeleted={onDeleted} />}
    </Stack>
  );
}
