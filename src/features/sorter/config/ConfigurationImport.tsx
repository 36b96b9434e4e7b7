import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useImportConfiguration } from '~/api/sorter/sectionMutations';
import { parseTransferFile, SORTER_TRANSFER_MAX, type SorterFileError, type SorterTransfer } from '~/contract/sorter';
import { callFailure } from '~/api/errors';
import { FileDropZone } from '~/components/FileDropZone';
import { FileErrorList } from './FileErrorList';
import { refusedFileErrors } from './fileErrors';

type Picked =
  | { fileName: string; text: string; config: SorterTransfer }
  | { fileName: string; errors: SorterFileError[]; refusedBy: 'check' | 'server' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function summary(config: SorterTransfer): string {
  const rules = config.sections.reduce((total, section) => total + section.rules.length, 0);
  const active = config.sections.find((section) => section.active);
  return `${plural(config.gates.length, 'gate', 'gates')}, ${plural(config.sections.length, 'section', 'sections')} with ${plural(rules, 'rule', 'rules')}${active ? `, sorting by ${active.name}` : ', none active'}.`;
}

/**
 * A configuration file read here with the server's own parser, every mistake shown with its line;
 * a good one is sent only after the seller confirms it replaces everything.
 */
export function ConfigurationImport() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const importAll = useImportConfiguration();

  const read = async (file: File) => {
    setDone(null);
    importAll.reset();
    const text = await file.text();
    const fileName = file.name;
    if (text.length > SORTER_TRANSFER_MAX) {
      return setPicked({ fileName, refusedBy: 'check', errors: [{ line: 0, message: `The file has ${text.length.toLocaleString('en-US')} characters; a configuration file has at most ${SORTER_TRANSFER_MAX.toLocaleString('en-US')}.` }] });
    }
    const parsed = parseTransferFile(text);
    setPicked(parsed.ok ? { fileName, text, config: parsed.config } : { fileName, errors: parsed.errors, refusedBy: 'check' });
  };

  const send = (ready: Extract<Picked, { config: SorterTransfer }>) =>
    importAll.mutate(ready.text, {
      onSuccess: () => {
        setConfirming(false);
        setPicked(null);
        setDone(`${ready.fileName} imported: ${summary(ready.config)}`);
      },
      onError: (error) => {
        const errors = refusedFileErrors(error);
        setConfirming(false);
        if (errors) setPicked({ fileName: ready.fileName, errors, refusedBy: 'server' });
      },
    });

  return (
    <Stack gap="md">
      <FileDropZone what="configuration file (.json)" accept=".json,application/json" disabled={importAll.isPending} onFile={(file) => void read(file)} />
      {picked && 'errors' in picked && <FileErrorList fileName={picked.fileName} errors={picked.errors} refusedBy={picked.refusedBy} />}
      {picked && 'config' in picked && (
        <Alert color="blue" title={`${picked.fileName} is ready`} data-testid="file-ready">
          <Stack gap="xs">
            <Text size="sm">{summary(picked.config)}</Text>
            <Group gap="xs">
              <Button color="red" onClick={() => setConfirming(true)}>
                Import and replace everything
              </Button>
              <Button variant="default" onClick={() => setPicked(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {importAll.isError && !refusedFileErrors(importAll.error) && (
        <Alert color="red" role="alert" title="Nothing imported">
          {callFailure(importAll.error, 'The configuration could not be imported. Your configuration is as it was.')}
        </Alert>
      )}
      {done && (
        <Alert color="green" role="status" data-testid="configuration-imported">
          {done}
        </Alert>
      )}
      {confirming && picked && 'config' in picked && (
        <Modal opened onClose={() => setConfirming(false)} title="Replace the whole sorter configuration?" centered>
          <Stack gap="md">
            <Text>
              Your gates, fallback scenarios, settings and every section with its rules are replaced by the file’s: {summary(picked.config)}{' '}
              This cannot be undone; export first to keep a copy of what you have.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                Cancel
              </Button>
              <Button color="red" loading={importAll.isPending} onClick={() => send(picked)}>
                Replace everything
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
