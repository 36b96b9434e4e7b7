import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bookzyQueries } from '~/api/bookzy/queries';
import type { Trigger } from '~/contract/bookzy';
import { CopyTriggersDialog, type CopySource } from './CopyTriggersDialog';

/**
 * The triggers screen's way to take another device's triggers. Shown only when the seller has
 * another active device; counts are the server's, which is what a copy copies.
 */
export function CopyTriggers({ deviceId, triggers }: { deviceId: string; triggers: readonly Trigger[] }) {
  // The cached server data, without the outbox overlay the screen already reads: no second live query.
  const { data: devices } = useQuery(bookzyQueries.devices());
  const { data: allTriggers } = useQuery(bookzyQueries.triggers());
  const [open, setOpen] = useState(false);
  const device = devices?.find((each) => each.deviceId === deviceId);
  const sources: CopySource[] = (devices ?? [])
    .filter((each) => each.deviceId !== deviceId && each.status === 'ACTIVE')
    .map((each) => ({ device: each, triggerCount: allTriggers?.filter((trigger) => trigger.device === each.deviceId).length ?? 0 }));
  if (!device || sources.length === 0) return null;
  return (
    <>
      <Button size="lg" variant="default" leftSection={<IconCopy />} onClick={() => setOpen(true)}>
        Copy from another device
      </Button>
      {open && (
        <CopyTriggersDialog device={device} triggers={triggers} sources={sources} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
