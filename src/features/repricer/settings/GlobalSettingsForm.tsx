import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveGlobalSettings } from '~/api/repricer/mutations';
import { MoneyInput } from '~/components/MoneyInput';
import { NumberField } from '~/components/NumberField';
import { SectionCard } from '~/components/SectionCard';
import { useInvalidFields } from '~/components/useInvalidFields';
import { circuitBreakerSchema, globalSettingsSchema, highCompetitionRiskSchema, ownShippingSchema, repricerSettingsSchema, type RepricerSettingsView } from '~/contract';
import { WHOLE } from '~/lib/numberText';
import { BoundField } from './BoundField';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

/** The floor, the default bounds, the seller's shipping and the two brakes; sent only once every field is a value. */
export function GlobalSettingsForm({ view }: { view: RepricerSettingsView }) {
  const [settings, setSettings] = useState(view.settings);
  const invalid = useInvalidFields();
  const save = useSaveGlobalSettings();
  const checked = globalSettingsSchema.safeParse(settings);
  const changed = JSON.stringify(settings) !== JSON.stringify(view.settings);
  const { circuitBreaker: breaker, highCompetitionRisk: risk, ownShipping: shipping } = settings;

  return (
    <Stack>
      <UnsavedChangesGuard dirty={changed} />
      <SectionCard title="Prices" description="No SKU is priced below the global minimum. SKUs without bounds of their own get the defaults.">
        <MoneyInput label="Global minimum price" rule={repricerSettingsSchema.shape.globalMinPrice} value={settings.globalMinPrice} onChange={(globalMinPrice) => globalMinPrice !== null && setSettings({ ...settings, globalMinPrice })} onValidityChange={invalid.track('globalMin')} w={180} />
        <BoundField label="Default minimum" bound={settings.defaultMin} onChange={(defaultMin) => setSettings({ ...settings, defaultMin })} onValidityChange={invalid.track('defaultMin')} />
        <BoundField label="Default maximum" bound={settings.defaultMax} onChange={(defaultMax) => setSettings({ ...settings, defaultMax })} onValidityChange={invalid.track('defaultMax')} />
      </SectionCard>
      <SectionCard title="Your shipping charge" description="What your buyers pay for shipping on top of the price. Offers are matched on what the buyer pays in all, so this comes off the price matched.">
        <Group gap="sm" align="flex-end">
          <MoneyInput label="FBA" rule={ownShippingSchema.shape.FBA} value={shipping.FBA} onChange={(FBA) => FBA !== null && setSettings({ ...settings, ownShipping: { ...shipping, FBA } })} onValidityChange={invalid.track('shippingFba')} w={140} />
          <MoneyInput label="Merchant-fulfilled" rule={ownShippingSchema.shape.MFN} value={shipping.MFN} onChange={(MFN) => MFN !== null && setSettings({ ...settings, ownShipping: { ...shipping, MFN } })} onValidityChange={invalid.track('shippingMfn')} w={180} />
        </Group>
      </SectionCard>
      <SectionCard title="Circuit breaker" description="Pauses a whole run, before any price changes, when too many SKUs would drop sharply at once.">
        <Switch label="Pause runs with many sharp drops" checked={breaker.enabled} onChange={(event) => setSettings({ ...settings, circuitBreaker: { ...breaker, enabled: event.currentTarget.checked } })} />
        <Group gap="sm" align="flex-end">
          <NumberField kind={WHOLE} label="Share of SKUs (%)" rule={circuitBreakerSchema.shape.maxSharePercent} value={breaker.maxSharePercent} onChange={(maxSharePercent) => maxSharePercent !== null && setSettings({ ...settings, circuitBreaker: { ...breaker, maxSharePercent } })} onValidityChange={invalid.track('breakerShare')} w={160} />
          <NumberField kind={WHOLE} label="Dropping by more than (%)" rule={circuitBreakerSchema.shape.dropPercent} value={breaker.dropPercent} onChange={(dropPercent) => dropPercent !== null && setSettings({ ...settings, circuitBreaker: { ...breaker, dropPercent } })} onValidityChange={invalid.track('breakerDrop')} w={200} />
        </Group>
      </SectionCard>
      <SectionCard title="High competition risk" description="Holds one SKU's price when it would fall fast on a crowded page: a price war.">
        <Switch label="Hold prices in a price war" checked={risk.enabled} onChange={(event) => setSettings({ ...settings, highCompetitionRisk: { ...risk, enabled: event.currentTarget.checked } })} />
        <Group gap="sm" align="flex-end">
          <NumberField kind={WHOLE} label="At least this many offers" rule={highCompetitionRiskSchema.shape.minCompetitors} value={risk.minCompetitors} onChange={(minCompetitors) => minCompetitors !== null && setSettings({ ...settings, highCompetitionRisk: { ...risk, minCompetitors } })} onValidityChange={invalid.track('riskOffers')} w={200} />
          <NumberField kind={WHOLE} label="Falling by more than (%)" rule={highCompetitionRiskSchema.shape.maxDropPercent} value={risk.maxDropPercent} onChange={(maxDropPercent) => maxDropPercent !== null && setSettings({ ...settings, highCompetitionRisk: { ...risk, maxDropPercent } })} onValidityChange={invalid.track('riskDrop')} w={200} />
        </Group>
      </SectionCard>
      <Group>
        <Button leftSection={<IconDeviceFloppy size={18} />} disabled={!changed || invalid.any || !checked.success} loading={save.isPending} onClick={() => checked.success && save.mutate({ settings: checked.data, groupPreferences: view.groupPreferences })}>
          Save settings
        </Button>
        {invalid.any && <Text size="sm" c="red.8" role="alert">Correct the fields marked in red to save.</Text>}
      </Group>
    </Stack>
  );
}
