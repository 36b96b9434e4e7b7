import { Badge, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { timeLeft } from './countdown';
import { useNow } from './useNow';

/** Less time than this left shows in orange: the seller should act now. */
const SOON_MS = 60 * 60_000;

/** A badge counting down to an option's expiry or the end of a void window. */
export function Countdown({ until, label, passed }: { until: string; label: string; passed: string }) {
  const now = useNow();
  const left = timeLeft(until, now);
  const at = new Date(until).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const color = left === null ? 'red' : Date.parse(until) - now < SOON_MS ? 'orange' : 'gray';
  return (
    <Tooltip label={at}>
      <Badge color={color} variant="light" leftSection={<IconClock size={12} aria-hidden />} tt="none">
        {left === null ? passed : `${label} ${left}`}
      </Badge>
    </Tooltip>
  );
}
