import { Button, Checkbox, Divider, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useSaveSessionSettings, useSaveSkuSettings } from '~/api/lister/sessionMutations';
import { MoneyInput } from '~/components/MoneyInput';
import { QueryStatus } from '~/components/QueryStatus';
import { ITEM_QUANTITY_MAX, type ListingChannel, type ListingCondition, type SessionSettings, type SkuSettings } from '~/contract/lister';
import { CONDITION_OPTIONS } from '../conditions';

interface SettingsDialogProps {
  sessionId: number;
  channel: ListingChannel;
  onClose(): void;
}

/** The session's defaults for new items, and the channel's SKU pattern (spec 3.2: kept per channel). */
export function SettingsDialog({ sessionId, channel, onClose }: SettingsDialogProps) {
  const settings = useQuery(listerQueries.settings(sessionId));
  const sku = useQuery(listerQueries.skuSettings(channel));
  return (
    <Modal opened onClose={onClose} title="Session settings" centered size="lg">
      <QueryStatus query={settings} what="session settings" />
      <QueryStatus query={sku} what="SKU settings" />
      {settings.data && sku.data && (
        <SettingsForm sessionId={sessionId} settings={settings.data} sku={sku.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function SettingsForm({ sessionId, settings, sku, onClose }: { sessionId: number; settings: SessionSettings; sku: SkuSettings; onClose(): void }) {
  const saveSettings = useSaveSessionSettings(sessionId);
  const saveSku = useSaveSkuSettings();
  const [draft, setDraft] = useState(settings);
  const [skuDraft, setSkuDraft] = useState(sku);
  const pricesWrong = draft.minPrice !== null && draft.maxPrice !== null && draft.maxPrice < draft.minPrice;

  const save = async () => {
    await saveSettings.mutateAsync(draft);
    if (JSON.stringify(skuDraft) !== JSON.stringify(sku)) await saveSku.mutateAsync(skuDraft);
    onClose();
  };

  return (
    <Stack>
      <Text fw={500}>Defaults for each book scanned</Text>
      <Select label="Condition" data={CONDITION_OPTIONS} value={draft.condition} allowDeselect={false} onChange={(value) => value && setDraft({ ...draft, condition: value as ListingCondition })} />
      <Textarea label="Condition note" value={draft.conditionNote ?? ''} maxLength={1000} autosize minRows={2} onChange={(event) => setDraft({ ...draft, conditionNote: event.currentTarget.value || null })} />
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <MoneyInput label="Min price" value={draft.minPrice} onChange={(minPrice) => setDraft({ ...draft, minPrice })} />
        <MoneyInput label="Max price" value={draft.maxPrice} onChange={(maxPrice) => setDraft({ ...draft, maxPrice })} error={pricesWrong ? 'The max price must not be below the min price.' : undefined} />
        <NumberInput label="Units per scan" value={draft.quantity} min={1} max={ITEM_QUANTITY_MAX} allowDecimal={false} onChange={(value) => setDraft({ ...draft, quantity: Number(value) || 1 })} />
      </SimpleGrid>
      <Divider />
      <Text fw={500}>SKUs of {sku.channel} items</Text>
      <Group grow align="flex-start">
        <TextInput label="Prefix" value={skuDraft.prefix} maxLength={12} onChange={(event) => setSkuDraft({ ...skuDraft, prefix: event.currentTarget.value })} />
        <NumberInput label="Next number" value={skuDraft.nextNumber} min={sku.nextNumber} allowDecimal={false} onChange={(value) => setSkuDraft({ ...skuDraft, nextNumber: Number(value) || sku.nextNumber })} />
      </Group>
      <Group>
        <Checkbox label="Include the condition" checked={skuDraft.includeCondition} onChange={(event) => setSkuDraft({ ...skuDraft, includeCondition: event.currentTarget.checked })} />
        <Checkbox label="Include the date" checked={skuDraft.includeDate} onChange={(event) => setSkuDraft({ ...skuDraft, includeDate: event.currentTarget.checked })} />
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save().catch(() => undefined)} loading={saveSettings.isPending || saveSku.isPending} disabled={pricesWrong}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
