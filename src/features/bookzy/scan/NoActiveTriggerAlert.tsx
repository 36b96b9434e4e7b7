import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Trigger } from '~/contract/bookzy';

/**
 * A device without an active trigger rejects every book (verdictFor), which looks like bad luck at a
 * sale rather than a setting: say so before the first scan, with the way to fix it.
 */
export function NoActiveTriggerAlert({ deviceId, triggers }: { deviceId: string; triggers: readonly Trigger[] | undefined }) {
  if (!triggers || triggers.some((trigger) => trigger.active)) return null;
  const title = triggers.length === 0 ? 'This device has no triggers' : 'Every trigger of this device is turned off';
  return (
    <Alert color="orange" title={title} icon={<IconAlertTriangle />} data-testid="no-active-trigger">
      Every book scanned on it is rejected until a trigger is active.{' '}
      <Anchor
        renderRoot={(props) => <Link {...props} to="/bookzy/$deviceId/triggers" params={{ deviceId }} />}
        fw={700}
        underline="always"
      >
        Set up its triggers
      </Anchor>
    </Alert>
  );
}
