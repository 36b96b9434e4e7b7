import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { FileDropZone } from '~/components/FileDropZone';
import type { InventoryFileKind } from '~/contract/inventory';
import { formatCount } from '~/lib/numberText';
import { plural } from '~/lib/plural';
import { LineErrorList } from './LineErrorList';
import { changeWords } from './summaryWords';
import { useFileImport, type SendFile } from './useFileImport';

interface FileImportCardProps {
  kind: InventoryFileKind;
  send: SendFile;
}

/** Under way: how far, in words and as a bar (a bar that moves without a figure while the server works). */
function Step({ label, percent }: { label: string; percent?: number }) {
  return (
    <Stack gap={4} data-testid="import-progress">
      <Text size="sm">{label}</Text>
      <Progress
        aria-label={label}
        value={percent ?? 100}
        animated={percent === undefined}
        striped={percent === undefined}
        size="lg"
      />
    </Stack>
  );
}

/**
 * A file chosen or dropped, read in a worker with a progress bar, its bad rows listed by line, its
 * changes counted by the server, and imported whole when the seller confirms.
 */
export function FileImportCard({ kind, send }: FileImportCardProps) {
  const { state, choose, confirm, reset } = useFileImport(kind, send);
  const busy = state.step === 'reading' || state.step === 'checking' || state.step === 'importing';
  return (
    <Stack gap="md">
      <FileDropZone what="CSV file" accept=".csv,.txt,text/csv,text/plain" disabled={busy} onFile={(file) => void choose(file)} />
      {state.step === 'reading' && (
        <Step
          label={`Reading ${state.fileName}: ${Math.floor((100 * state.bytes) / Math.max(state.size, 1))}%, ${plural(state.rows, 'row')}`}
          percent={(100 * state.bytes) / Math.max(state.size, 1)}
        />
      )}
      {state.step === 'checking' && <Step label={`Checking ${plural(state.rows, 'row')} of ${state.fileName} against your stock…`} />}
      {state.step === 'importing' && <Step label={`Importing ${state.fileName}: ${plural(state.summary.changed, 'change')}…`} />}
      {state.step === 'refused' && <LineErrorList fileName={state.fileName} errors={state.errors} errorCount={state.errorCount} by={state.by} />}
      {state.step === 'failed' && (
        <Alert color="red" role="alert" title={`${state.fileName}: nothing imported`}>
          {state.message}
        </Alert>
      )}
      {state.step === 'ready' && (
        <Alert color="blue" title={`${state.fileName}: ${plural(state.summary.rows, 'row')} checked`} data-testid="file-ready">
          <Stack gap="xs">
            <Text size="sm">{changeWords(state.summary, kind)}</Text>
            <Group gap="xs">
              {state.summary.changed > 0 && <Button onClick={() => void confirm()}>Import {plural(state.summary.changed, 'change')}</Button>}
              <Button variant="default" onClick={reset}>
                {state.summary.changed > 0 ? 'Cancel' : 'Choose another file'}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {state.step === 'done' && (
        <Alert color="green" role="status" title={`${state.fileName} imported`} data-testid="file-imported">
          {changeWords(state.summary, kind)} {formatCount(state.summary.rows)} rows, taken whole.
        </Alert>
      )}
    </Stack>
  );
}
