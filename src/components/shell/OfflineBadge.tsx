import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** Tells the seller the app runs on what it saved, and that changes wait for the network. */
export function OfflineBadge() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Badge color="orange" variant="filled" leftSection={<IconWifiOff size={12} />} data-testid="offline-badge">
      Offline
    </Badge>
  );
}
