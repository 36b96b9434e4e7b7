import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSaveFallbacks } from '~/api/sorter/configMutations';
import { TRIGGER_LIMITS, type TriggerLimit } from '~/contract/bookzy';
import { FALLBACK_CASE_LABELS, FALLBACK_CASES, type FallbackCase, type FallbackSettings, type Gate, type GateMetadata } from '~/contract/sorter';
import { callFailure } from '~/api/errors';
import { gateLabel, gateOptions } from './gateWords';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

/** Why the nearest rule turned the book down: its first failed limit (decideGate's rejectReason). */
const REJECT_REASON_LABELS: Record<TriggerLimit, string> = {
  priceSource: 'No price at the rule’s price source',
  minProfit: 'Profit below the minimum',
  minPrice: 'Price below the minimum',
  maxOffers: 'Too many offers',
  maxSalesRank: 'Sales rank above the maximum',
};

const FALLBACK_HINTS: Record<FallbackCase, string> = {
  REJECT: 'No rule takes the book',
  INVALID_BARCODE: 'The code is not a book’s',
  NO_LISTING: 'The marketplace does not list it',
  NO_SR: 'The book has no sales rank',
  NO_SECTION: 'No section is active',
  TIMEOUT: 'No answer within the lookup timeout',
};

/** The breakdown's "no gate of its own" choice: such rejects take Reject's gate. */
const LIKE_REJECT = 'LIKE_REJECT';

interface FallbacksFormProps {
  saved: FallbackSettings;
  gates: readonly GateMetadata[];
}

/**
 * Where a book goes when no rule's gate can be used (spec 3.4), saved all at once. Spec 5: a save
 * that fails leaves the prior values on screen, since they are the ones still in force; the
 * refused choices can be put back to fix and try again.
 */
export function FallbacksForm({ saved, gates }: FallbacksFormProps) {
  const [draft, setDraft] = useState(saved);
  const [refused, setRefused] = useState<{ values: FallbackSettings; message: string } | null>(null);
  const save = useSaveFallbacks();
  const options = gateOptions(gates);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const setCase = (fallback: FallbackCase, gate: Gate) => setDraft({ ...draft, typeGateMap: { ...draft.typeGateMap, [fallback]: gate } });
  const setReason = (reason: TriggerLimit, gate: string | null) => {
    const { [reason]: _dropped, ...others } = draft.rejectBreakdown;
    setDraft({ ...draft, rejectBreakdown: gate && gate !== LIKE_REJECT ? { ...others, [reason]: gate as Gate } : others });
  };
  const submit = () => {
    const attempted = draft;
    setRefused(null);
    save.mutate(attempted, {
      onSuccess: (next) => setDraft(next),
      onError: (error) => {
        setDraft(saved);
        setRefused({ values: attempted, message: callFailure(error, 'The fallback scenarios could not be saved.') });
      },
    });
  };

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={dirty} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {FALLBACK_CASES.map((fallback) => (
          <Select
            key={fallback}
            label={FALLBACK_CASE_LABELS[fallback]}
            description={FALLBACK_HINTS[fallback]}
            data={options}
            allowDeselect={false}
            value={draft.typeGateMap[fallback]}
            onChange={(gate) => gate && setCase(fallback, gate as Gate)}
          />
        ))}
      </SimpleGrid>
      <div>
        <Title order={4} size="h5">
          Rejects by reason
        </Title>
        <Text size="sm" c="dimmed">
          A rejected book can go to a gate chosen by why the nearest rule turned it down.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {TRIGGER_LIMITS.map((reason) => (
          <Select
            key={reason}
            label={REJECT_REASON_LABELS[reason]}
            data={[{ value: LIKE_REJECT, label: `Same as Reject (${gateLabel(draft.typeGateMap.REJECT, gates)})` }, ...options]}
            allowDeselect={false}
            value={draft.rejectBreakdown[reason] ?? LIKE_REJECT}
            onChange={(gate) => setReason(reason, gate)}
          />
        ))}
      </SimpleGrid>
      {refused && (
        <Alert color="red" role="alert" title="Fallback scenarios not saved" data-testid="fallbacks-refused">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{refused.message} The choices shown are the ones still in force.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => { setDraft(refused.values); setRefused(null); }}>
              Put my changes back
            </Button>
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
          Save fallback scenarios
        </Button>
      </Group>
    </Stack>
  );
}
