import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '~/api/errors';
import { formatCount } from '~/lib/numberText';
import { plural } from '~/lib/plural';
import { saveFile } from '~/lib/saveFile';
import { exportFileName, exportInventory } from './exportInventory';

type ExportState =
  | { step: 'idle' }
  | { step: 'exporting'; done: number; total: number | null }
  | { step: 'done'; fileName: string; rows: number }
  | { step: 'failed'; message: string };

/** The whole stock out as the inventory file, with a bar while its pages come. */
export function ExportCard() {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const start = async () => {
    setState({ step: 'exporting', done: 0, total: null });
    try {
      const { file, rows } = await exportInventory((done, total) => setState({ step: 'exporting', done, total }));
      const fileName = exportFileName();
      saveFile(file, fileName, 'text/csv');
      setState({ step: 'done', fileName, rows });
    } catch (error) {
      setState({ step: 'failed', message: isApiError(error) ? error.message : 'The stock could not be read. Try again.' });
    }
  };
  const label = state.step === 'exporting' && (state.total === null ? 'Reading your stock…' : `Exporting ${formatCount(state.done)} of ${plural(state.total, 'SKU')}…`);
  return (
    <Stack gap="sm">
      <div>
        <Button leftSection={<IconDownload size={16} />} onClick={() => void start()} loading={state.step === 'exporting'}>
          Export inventory (CSV)
        </Button>
      </div>
      {label && (
        <Stack gap={4} data-testid="export-progress">
          <Text size="sm">{label}</Text>
          <Progress aria-label={label} value={state.step === 'exporting' && state.total ? (100 * state.done) / state.total : 0} size="lg" />
        </Stack>
      )}
      {state.step === 'done' && (
        <Alert color="green" role="status" data-testid="export-done">
          {state.fileName}: {plural(state.rows, 'SKU')} saved.
        </Alert>
      )}
      {state.step === 'failed' && (
        <Alert color="red" role="alert" title="Nothing exported">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
