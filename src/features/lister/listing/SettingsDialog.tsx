import { Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useSaveSessionSettings, useSaveSkuSettings } from '~/api/lister/sessionMutations';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { QueryStatus } from '~/components/QueryStatus';
import { useInvalidFields } from '~/components/useInvalidFields';
import {
  sessionSettingsSchema,
  skuSettingsSchema,
  type ListingChannel,
  type ListingCondition,
  type SessionSettings,
  type SkuSettings,
} from '~/contract/lister';
import { minAboveMax, NUMBER_MESSAGES } from '~/lib/numberRules';
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
  const invalid = useInvalidFields();
  const pricesWrong = minAboveMax(draft.minPrice, draft.maxPrice);

  const save = async () => {
    if (invalid.any || pricesWrong) return;
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
        <MoneyInput
          label="Min price"
          rule={sessionSettingsSchema.shape.minPrice}
          value={draft.minPrice}
          onChange={(minPrice) => setDraft({ ...draft, minPrice })}
          onValidityChange={invalid.track('minPrice')}
          error={pricesWrong ? NUMBER_MESSAGES.minAboveMax : undefined}
        />
        <MoneyInput
          label="Max price"
          rule={sessionSettingsSchema.shape.maxPrice}
          value={draft.maxPrice}
          onChange={(maxPrice) => setDraft({ ...draft, maxPrice })}
          onValidityChange={invalid.track('maxPrice')}
        />
        <CountInput
          label="Units per scan"
          rule={sessionSettingsSchema.shape.quantity}
          value={draft.quantity}
          onChange={(quantity) => quantity !== null && setDraft({ ...draft, quantity })}
          onValidityChange={invalid.track('quantity')}
        />
      </SimpleGrid>
      <Divider />
      <Text fw={500}>SKUs of {sku.channel} items</Text>
      <Group grow align="flex-start">
        <TextInput label="Prefix" value={skuDraft.prefix} maxLength={12} onChange={(event) => setSkuDraft({ ...skuDraft, prefix: event.currentTarget.value })} />
        <CountInput
          label="Next number"
          rule={skuSettingsSchema.shape.nextNumber}
          min={sku.nextNumber}
          value={skuDraft.nextNumber}
          onChange={(nextNumber) => nextNumber !== null && setSkuDraft({ ...skuDraft, nextNumber })}
          onValidityChange={invalid.track('nextNumber')}
        />
      </Group>
      <Group>
        <Checkbox label="Include the condition" checked={skuDraft.includeCondition} onChange={(event) => setSkuDraft({ ...skuDraft, includeCondition: event.currentTarget.checked })} />
        <Checkbox label="Include the date" checked={skuDraft.includeDate} onChange={(event) => setSkuDraft({ ...skuDraft, includeDate: event.currentTarget.checked })} />
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save().catch(() => undefined)} loading={saveSettings.isPending || saveSku.isPending} disabled={pricesWrong || invalid.any}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
