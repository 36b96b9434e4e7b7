import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveTableSettings } from '~/api/stock/mutations';
import { stockQueries } from '~/api/stock/queries';
import { SEARCH_MODES, STOCK_COLUMNS, type StockColumn, type StockTableSettings } from '~/contract';
import { columnsOf, settingsOfView } from './savedView';
import { COLUMN_LABELS, SALES_COLUMNS, STOCK_TABLE_COLUMNS } from './stockColumns';
import type { StockSearch } from './stockSearch';

const MODE_LABELS: Record<(typeof SEARCH_MODES)[number], string> = {
  CACHE: 'Cached offers',
  SP_ONLY: 'Marketplace API only',
  AGGRESSIVE: 'Aggressive',
  GROUP_SCRAPE: 'Group scrape',
};

interface TableSettingsButtonProps {
  search: StockSearch;
  salesHidden: boolean;
  /** Shows these columns at once; undefined goes back to the saved view's. */
  onColumnsChange(columns: StockColumn[] | undefined): void;
}

/**
 * The table's settings (spec 3.1): which columns show and how offers are searched. A column ticked
 * or unticked shows at once, behind the dialog; "Save view" is a separate act that keeps them, with
 * the filters and sort on screen and the search mode, so the table opens this way next time.
 */
export function TableSettingsButton({ search, salesHidden, onColumnsChange }: TableSettingsButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const settings = useQuery(stockQueries.settings());
  return (
    <>
      <Button variant="default" leftSection={<IconSettings size={16} />} onClick={open} disabled={!settings.data}>
        Table settings
      </Button>
      {opened && settings.data && (
        <SettingsDialog current={settings.data} search={search} salesHidden={salesHidden} onColumnsChange={onColumnsChange} onClose={close} />
      )}
    </>
  );
}

interface SettingsDialogProps extends TableSettingsButtonProps {
  current: StockTableSettings;
  onClose(): void;
}

function SettingsDialog({ current, search, salesHidden, onColumnsChange, onClose }: SettingsDialogProps) {
  const [columns, setColumns] = useState<string[]>(() => [...columnsOf(search, current)]);
  const [mode, setMode] = useState(current.offersSearchMode);
  // The search mode is the one choice that does nothing until saved: closing asks before dropping it.
  const [asking, setAsking] = useState(false);
  const save = useSaveTableSettings();
  // Listed in the order the table shows them.
  const choosable = STOCK_TABLE_COLUMNS.map((column) => column.key).filter((column) => !(salesHidden && SALES_COLUMNS.includes(column)));
  const chooseColumns = (next: string[]) => {
    setColumns(next);
    // Keep the table's order whatever order the boxes were ticked in; a table of no columns is not shown.
    if (next.length > 0) onColumnsChange(STOCK_COLUMNS.filter((column) => next.includes(column)));
  };
  const showSaved = () => {
    setColumns([...current.visibleColumns]);
    onColumnsChange(undefined);
  };
  const differsFromSaved = search.columns !== undefined && search.columns.join() !== current.visibleColumns.join();
  const requestClose = () => (mode !== current.offersSearchMode && !asking ? setAsking(true) : onClose());
  const submit = () => save.mutate({ ...settingsOfView(search, current), offersSearchMode: mode }, { onSuccess: onClose });

  return (
    <Modal opened onClose={requestClose} title="Table settings" size="lg">
      <Stack>
        <Checkbox.Group label="Columns" value={columns} onChange={chooseColumns} error={columns.length === 0 ? 'Choose at least one column' : undefined}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
            {choosable.map((column: StockColumn) => (
              <Checkbox key={column} value={column} label={COLUMN_LABELS[column]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {differsFromSaved && (
          <Button variant="subtle" size="compact-sm" onClick={showSaved} style={{ alignSelf: 'flex-start' }}>
            Show the saved columns
          </Button>
        )}
        <Select
          label="Offers search mode"
          data={SEARCH_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))}
          value={mode}
          onChange={(value) => {
            setAsking(false);
            if (value) setMode(value as typeof mode);
          }}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed">
          Columns show as you choose them. Save view keeps them with the search mode and the filters, tags and sort shown now; the table opens with them when its
          address has none.
        </Text>
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            The view was not saved: {save.error.message}
          </Text>
        )}
        {asking && (
          <Alert color="yellow" title="The offers search mode is not saved">
            It applies only once the view is saved.
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={columns.length === 0}>
            Save view
          </Button>
          {asking && (
            <Button variant="default" onClick={onClose}>
              Close without saving
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
