import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloud, IconDatabase, IconWifiOff } from '@tabler/icons-react';
import { useSnapshotMeta } from '~/offline/catalogSnapshot';

/** Where verdicts come from right now, so the seller knows what to trust. */
export function ScanStatus() {
  const { online } = useNetwork();
  const meta = useSnapshotMeta();
  if (meta?.complete) {
    return (
      <Badge color={online ? 'teal' : 'orange'} variant="light" leftSection={<IconDatabase size={12} />} data-testid="scan-status">
        {online ? 'Online · offline catalog ready' : `Offline · ${meta.totalBooks.toLocaleString('en-US')} books on this device`}
      </Badge>
    );
  }
  return online ? (
    <Badge color="teal" variant="light" leftSection={<IconCloud size={12} />} data-testid="scan-status">
      Online
    </Badge>
  ) : (
    <Badge color="orange" variant="filled" leftSection={<IconWifiOff size={12} />} data-testid="scan-status">
      Offline · scans wait for the network
    </Badge>
  );
}
