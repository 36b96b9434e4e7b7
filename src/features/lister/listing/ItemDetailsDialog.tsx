import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateItem } from '~/api/lister/itemMutations';
import { HAZARD_CATEGORIES } from '~/contract/constants';
import type { HazmatType, ListingCondition, ListingItem } from '~/contract/lister';
import { CONDITION_OPTIONS } from '../conditions';

const HAZMAT_OPTIONS = [{ value: '', label: 'Not hazmat' }, ...HAZARD_CATEGORIES.map((value) => ({ value, label: value }))];

/** Condition, note, hazmat, battery and expiry of one item: the fields too long for a table cell. */
export function ItemDetailsDialog({ item, onClose }: { item: ListingItem; onClose(): void }) {
  const update = useUpdateItem(item.sessionId);
  const [condition, setCondition] = useState<ListingCondition>(item.condition);
  const [conditionNote, setConditionNote] = useState(item.conditionNote ?? '');
  const [hazmat, setHazmat] = useState<string>(item.hazmatType ?? '');
  const [hasBattery, setHasBattery] = useState(item.hasBattery);
  const [expirationDate, setExpirationDate] = useState(item.expirationDate ?? '');

  const save = () =>
    update.mutate(
      {
        itemId: item.id,
        details: {
          condition,
          conditionNote: conditionNote.trim() || null,
          hazmatType: (hazmat || null) as HazmatType | null,
          hasBattery,
          expirationDate: expirationDate || null,
        },
      },
      { onSuccess: onClose },
    );

  return (
    <Modal opened onClose={onClose} title={item.title} centered>
      <Stack>
        <Select label="Condition" data={CONDITION_OPTIONS} value={condition} onChange={(value) => value && setCondition(value as ListingCondition)} allowDeselect={false} />
        <Textarea label="Condition note" value={conditionNote} onChange={(event) => setConditionNote(event.currentTarget.value)} maxLength={1000} autosize minRows={2} />
        <Select label="Hazmat" data={HAZMAT_OPTIONS} value={hazmat} onChange={(value) => setHazmat(value ?? '')} allowDeselect={false} />
        <Checkbox label="Contains a battery" checked={hasBattery} onChange={(event) => setHasBattery(event.currentTarget.checked)} />
        <TextInput label="Expiration date" type="date" value={expirationDate} onChange={(event) => setExpirationDate(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
