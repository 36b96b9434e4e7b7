import { Alert, Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useImportRules } from '~/api/sorter/sectionMutations';
import { parseRulesFile, RULES_FILE_MAX, type RuleImportMode, type SorterFileError, type SorterRuleInput, type SorterSection } from '~/contract/sorter';
import { callFailure } from '~/api/errors';
import { FileDropZone } from '~/components/FileDropZone';
import { FileErrorList } from './FileErrorList';
import { refusedFileErrors } from './fileErrors';

type Picked =
  | { fileName: string; text: string; rules: SorterRuleInput[] }
  | { fileName: string; errors: SorterFileError[]; refusedBy: 'check' | 'server' };

const MODE_HINTS: Record<RuleImportMode, string> = {
  REPLACE: 'The file’s rules take the place of the section’s.',
  APPEND: 'The file’s rules go after the section’s, in the file’s order.',
};

/**
 * A rules file read here first, with the parser the server uses: a file with any bad row is shown
 * row by row and never sent. The server checks again and may still refuse; then nothing changes.
 */
export function RulesUpload({ section }: { section: SorterSection }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [mode, setMode] = useState<RuleImportMode>('REPLACE');
  const [imported, setImported] = useState<string | null>(null);
  const importRules = useImportRules();
  const modeLabel = useId();

  const read = async (file: File) => {
    setImported(null);
    importRules.reset();
    const text = await file.text();
    const fileName = file.name;
    if (text.length > RULES_FILE_MAX) {
      return setPicked({ fileName, refusedBy: 'check', errors: [{ line: 0, message: `The file has ${text.length.toLocaleString('en-US')} characters; a rules file has at most ${RULES_FILE_MAX.toLocaleString('en-US')}.` }] });
    }
    const parsed = parseRulesFile(text);
    setPicked(parsed.ok ? { fileName, text, rules: parsed.rules } : { fileName, errors: parsed.errors, refusedBy: 'check' });
  };

  const send = (ready: Extract<Picked, { rules: SorterRuleInput[] }>) =>
    importRules.mutate(
      { id: section.id, file: ready.text, mode },
      {
        onSuccess: (saved) => {
          setPicked(null);
          setImported(`${ready.fileName}: ${ready.rules.length} ${ready.rules.length === 1 ? 'rule' : 'rules'} imported; ${saved.name} now has ${saved.rules.length}.`);
        },
        onError: (error) => {
          const errors = refusedFileErrors(error);
          if (errors) setPicked({ fileName: ready.fileName, errors, refusedBy: 'server' });
        },
      },
    );

  return (
    <Stack gap="md">
      <Input.Wrapper label="How the rules go in" labelProps={{ id: modeLabel, component: 'span' }} description={MODE_HINTS[mode]}>
        <SegmentedControl
          aria-labelledby={modeLabel}
          value={mode}
          onChange={(next) => setMode(next as RuleImportMode)}
          data={[
            { value: 'REPLACE', label: 'Replace' },
            { value: 'APPEND', label: 'Append' },
          ]}
        />
      </Input.Wrapper>
      <FileDropZone what="CSV file" accept=".csv,.json,text/csv,application/json,text/plain" disabled={importRules.isPending} onFile={(file) => void read(file)} />
      {picked && 'errors' in picked && <FileErrorList fileName={picked.fileName} errors={picked.errors} refusedBy={picked.refusedBy} />}
      {picked && 'rules' in picked && (
        <Alert color="blue" title={`${picked.fileName}: ${picked.rules.length} ${picked.rules.length === 1 ? 'rule' : 'rules'} ready`} data-testid="file-ready">
          <Stack gap="xs">
            <Text size="sm">
              {picked.rules.slice(0, 5).map((rule) => rule.name).join(', ')}
              {picked.rules.length > 5 ? ` and ${picked.rules.length - 5} more` : ''}.
            </Text>
            <Group gap="xs">
              <Button onClick={() => send(picked)} loading={importRules.isPending}>
                {mode === 'REPLACE' ? `Replace ${section.name}’s rules` : `Append to ${section.name}`}
              </Button>
              <Button variant="default" onClick={() => setPicked(null)} disabled={importRules.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {importRules.isError && !refusedFileErrors(importRules.error) && (
        <Alert color="red" role="alert" title="Nothing imported">
          {callFailure(importRules.error, 'The rules could not be imported. Try again.')}
        </Alert>
      )}
      {imported && (
        <Alert color="green" role="status" data-testid="rules-imported">
          {imported}
        </Alert>
      )}
    </Stack>
  );
}
