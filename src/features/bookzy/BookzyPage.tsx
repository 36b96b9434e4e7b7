import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import { OfflineCatalogCard } from './catalog/OfflineCatalogCard';
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
      <Card withBorder padding="md" radius="md" component="section" aria-label="Scan sounds">
        <Title order={3} size="h4" mb="xs">
          Scan sounds
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Kept on this device: each phone can have its own.
        </Text>
        <Suspense fallback={null}>
          <SoundSettings />
        </Suspense>
      </Card>
    </Stack>
  );
}
