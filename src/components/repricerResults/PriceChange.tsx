import { Text } from '@mantine/core';
import { formatCents } from '~/lib/money';

/** Old → new price; an unchanged price reads once. */
export function PriceChange({ from, to }: { from: number | null; to: number | null }) {
  if (from === to) return <Text size="sm">{formatCents(to)} (kept)</Text>;
  return (
    <Text size="sm">
      {formatCents(from)} → <b>{formatCents(to)}</b>
    </Text>
  );
}
