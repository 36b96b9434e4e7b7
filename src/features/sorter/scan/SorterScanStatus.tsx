import { Badge, Group } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloud, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { usePendingEntries } from '~/offline/outboxHooks';

const SCAN_WRITES = ['sorterScans.record'];

/** Online or not, and how many scans wait for the network: the seller knows nothing is lost. */
export function SorterScanStatus() {
  const { online } = useNetwork();
  const pending = usePendingEntries(SCAN_WRITES).length;
  return (
    <Group gap="xs" data-testid="sorter-status">
      {online ? (
        <Badge color="teal" variant="light" leftSection={<IconCloud size={12} />} data-testid="network-status">
          Online
        </Badge>
      ) : (
        <Badge color="orange" variant="filled" leftSection={<IconWifiOff size={12} />} data-testid="network-status">
          Offline · deciding from this tablet
        </Badge>
      )}
      <Badge color={pending ? 'yellow' : 'gray'} variant="light" leftSection={<IconCloudUpload size={12} />} data-testid="pending-scans">
        {pending === 1 ? '1 scan to send' : `${pending} scans to send`}
      </Badge>
    </Group>
  );
}
