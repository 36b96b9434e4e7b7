import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { OfflineCatalogCard } from '~/components/offlineCatalog/OfflineCatalogCard';
import { DeviceCard } from './DeviceCard';
import { MediaMailRatesCard } from './MediaMailRatesCard';
import { useBookzyDevices } from './useBookzyData';

const SoundSettings = lazy(() => import('~/sounds/SoundSettings').then((module) => ({ default: module.SoundSettings })));

/** Bookzy's main page: pick a device to scan with, and set up what its verdicts rest on. */
export function BookzyPage() {
  const { query, devices } = useBookzyDevices();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Bookzy</Title>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your devices
        </Title>
        <QueryStatus query={query} what="Bookzy devices" rows={3} />
        {devices?.length === 0 && (
          <Alert color="gray">You have no active Bookzy device. Subscribe to a device in your account to start scanning.</Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {devices?.map((device) => <DeviceCard key={device.deviceId} device={device} />)}
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <OfflineCatalogCard />
        <MediaMailRatesCard />
      </SimpleGrid>
      <SectionCard title="Scan sounds" icon={<IconVolume size={20} aria-hidden />} description="Kept on this device: each phone can have its own.">
        <Suspense fallback={null}>
          <SoundSettings />
        </Suspense>
      </SectionCard>
    </Stack>
  );
}
