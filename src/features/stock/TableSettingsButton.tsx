import { Button, Checkbox, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveTableSettings } from '~/api/stock/mutations';
import { stockQueries } from '~/api/stock/queries';
import { SEARCH_MODES, STOCK_COLUMNS, type StockColumn, type StockTableSettings } from '~/contract';
import { settingsOfView } from './savedView';
import { COLUMN_LABELS, SALES_COLUMNS } from './stockColumns';
import type { StockSearch } from './stockSearch';

const MODE_LABELS: Record<(typeof SEARCH_MODES)[number], string> = {
  CACHE: 'Cached offers',
  SP_ONLY: 'Marketplace API only',
  AGGRESSIVE: 'Aggressive',
  GROUP_SCRAPE: 'Group scrape',
};

/**
 * The table's settings (spec 3.1): which columns show and how offers are searched. "Save view"
 * keeps them with the filters and sort on screen, so the table opens this way next time.
 */
export function TableSettingsButton({ search, salesHidden }: { search: StockSearch; salesHidden: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const settings = useQuery(stockQueries.settings());
  return (
    <>
      <Button variant="default" leftSection={<IconSettings size={16} />} onClick={open} disabled={!settings.data}>
        Table settings
      </Button>
      <Modal opened={opened} onClose={close} title="Table settings" size="lg">
        {settings.data && <SettingsForm current={settings.data} search={search} salesHidden={salesHidden} onSaved={close} />}
      </Modal>
    </>
  );
}

interface SettingsFormProps {
  current: StockTableSettings;
  search: StockSearch;
  salesHidden: boolean;
  onSaved(): void;
}

function SettingsForm({ current, search, salesHidden, onSaved }: SettingsFormProps) {
  const [columns, setColumns] = useState<string[]>(current.visibleColumns);
  const [mode, setMode] = useState(current.offersSearchMode);
  const save = useSaveTableSettings();
  const choosable = STOCK_COLUMNS.filter((column) => !(salesHidden && SALES_COLUMNS.includes(column)));
  const submit = () => {
    // Keep the table's order whatever order the boxes were ticked in.
    const visibleColumns = STOCK_COLUMNS.filter((column) => columns.includes(column));
    save.mutate({ ...settingsOfView(search, current), visibleColumns, offersSearchMode: mode }, { onSuccess: onSaved });
  };
  return (
    <Stack>
      <Checkbox.Group label="Columns" value={columns} onChange={setColumns} error={columns.length === 0 ? 'Choose at least one column' : undefined}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
          {choosable.map((column: StockColumn) => (
            <Checkbox key={column} value={column} label={COLUMN_LABELS[column]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Select
        label="Offers search mode"
        data={SEARCH_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))}
        value={mode}
        onChange={(value) => value && setMode(value as typeof mode)}
        allowDeselect={false}
      />
      <Text size="sm" c="dimmed">
        Save view also keeps the filters, tags and sort shown now; the table opens with them when its address has none.
      </Text>
      {save.isError && (
        <Text c="red" size="sm" role="alert">
          The view was not saved: {save.error.message}
        </Text>
      )}
      <Button onClick={submit} loading={save.isPending} disabled={columns.length === 0} style={{ alignSelf: 'flex-start' }}>
        Save view
      </Button>
    </Stack>
  );
}
