import { Alert, Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import { useSearchHistory } from '~/offline/searchHistory';
import { CameraScanner, ManualCodeEntry, useWedgeScanner } from '~/scanning';
import { prepareSounds } from '~/sounds';
import { useBookzyDevice, useDeviceTriggers, useMediaMailRates } from '../useBookzyData';
import { HistoryPanel } from './HistoryPanel';
import { JudgedLateNotice } from './JudgedLateNotice';
import { LastScans } from './LastScans';
import { NoActiveTriggerAlert } from './NoActiveTriggerAlert';
import { ScanStatus } from './ScanStatus';
import { useScanFlow } from './useScanFlow';

const route = getRouteApi('/_seller/bookzy/$deviceId/scan');

/** Bookzy's scan screen: a phone in one hand, a verdict and a sound for every book, signal or not. */
export function ScanPage() {
  const { deviceId } = route.useParams();
  const { query, device } = useBookzyDevice(deviceId);
  const { triggers } = useDeviceTriggers(deviceId);
  const { rates } = useMediaMailRates();
  const kit = useMemo(() => (device && triggers && rates ? { device, triggers, rates } : undefined), [device, triggers, rates]);
  const { onScan, fresh } = useScanFlow(deviceId, kit);
  const history = useSearchHistory(deviceId);
  useWedgeScanner((scan) => void onScan(scan));
  // Until the device is known, show no more than hidden mode would.
  const hidden = device?.isHidden ?? true;
  useEffect(() => prepareSounds(), []);

  return (
    <Stack gap="sm" maw={640} mx="auto">
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/bookzy" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} /> Bookzy
          </Group>
        </Anchor>
        <ScanStatus />
      </Group>
      <Title order={1} size="h3">
        {device?.deviceName ?? 'Scan'}
      </Title>
      <QueryStatus query={query} what="Bookzy device" />
      {query.isSuccess && !device && <Alert color="red">This Bookzy device is not one of your active devices.</Alert>}
      {device && <NoActiveTriggerAlert deviceId={deviceId} triggers={triggers} />}
      <JudgedLateNotice deviceId={deviceId} history={history} hidden={hidden} />
      <LastScans fresh={fresh} history={history} hidden={hidden} />
      <Tabs defaultValue="scan" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="scan">Scan</Tabs.Tab>
          <Tabs.Tab value="history">History ({history.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scan" pt="sm">
          <Stack gap="sm">
            <CameraScanner onScan={(scan) => void onScan(scan)} />
            <ManualCodeEntry onScan={(scan) => void onScan(scan)} label="ISBN or barcode" />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <HistoryPanel deviceId={deviceId} hidden={hidden} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
