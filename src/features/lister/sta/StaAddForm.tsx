import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconBarcode, IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListingItem, StaBox } from '~/contract/lister';
import { toScanEvent, type ScanEvent } from '~/scanning';
import { UnitsField } from '../boxing/UnitsField';
import { unitsLeft } from './staItems';

interface StaAddFormProps {
  box: StaBox;
  /** The session's loaded items; those with units left can be picked. */
  sessionItems: readonly ListingItem[];
  onAdd(item: ListingItem, qty: number): Promise<boolean>;
  onScan(scan: ScanEvent): void;
}

const optionLabel = (item: ListingItem) => `${item.title} · ${item.isbn13} · ${unitsLeft(item)} left${item.restricted ? ' · restricted' : ''}`;

/** Two ways to put units into the box: pick a session item and a count, or scan (or type) its code for one unit. */
export function StaAddForm({ box, sessionItems, onAdd, onScan }: StaAddFormProps) {
  const [itemId, setItemId] = useState<string | null>(null);
  const [qty, setQty] = useState(1);
  const [valid, setValid] = useState(true);
  const [code, setCode] = useState('');
  const packable = sessionItems.filter((item) => unitsLeft(item) > 0);
  const item = packable.find((candidate) => String(candidate.id) === itemId);

  const pick = (id: string | null) => {
    setItemId(id);
    // A picked item starts with all its units left: a stack of copies goes into one box.
    const picked = packable.find((candidate) => String(candidate.id) === id);
    setQty(picked ? unitsLeft(picked) : 1);
  };
  const add = () => {
    if (item && valid) void onAdd(item, qty).then((done) => done && pick(null));
  };

  return (
    <Stack gap="xs">
      <form
        aria-label={`Add to ${box.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Group align="flex-start" gap="xs">
          <Select
            label="Session item"
            placeholder={packable.length ? 'Choose an item to pack' : 'Every unit is in a box'}
            data={packable.map((candidate) => ({ value: String(candidate.id), label: optionLabel(candidate) }))}
            value={itemId}
            onChange={pick}
            searchable
            clearable
            nothingFoundMessage="No item with units left matches"
            disabled={packable.length === 0}
            style={{ flex: '1 1 14rem' }}
          />
          {/* The count and its button wrap together, under the picker, where the box is narrow. */}
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ width: 96 }}>
              <UnitsField label="Units" visibleLabel max={item ? unitsLeft(item) : 1} value={qty} onChange={setQty} onValidityChange={setValid} onEnter={add} />
            </div>
            {/* Lined up with the fields, under their labels; an error under the count does not move it. */}
            <Button type="submit" mt={25} leftSection={<IconPackageImport size={16} aria-hidden />} disabled={!item || !valid}>
              Add to {box.name}
            </Button>
          </Group>
        </Group>
      </form>
      <form
        aria-label={`Scan into ${box.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) onScan(toScanEvent(code, 'manual'));
          setCode('');
        }}
      >
        <TextInput
          label="Scan or type an ISBN or FNSKU"
          description={`One unit goes into ${box.name}; Enter sends it`}
          leftSection={<IconBarcode size={16} aria-hidden />}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
        />
      </form>
    </Stack>
  );
}
