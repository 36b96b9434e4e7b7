import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import type { FulfilmentChannel } from '~/contract/bookzy';

const HINTS: Record<FulfilmentChannel, string> = {
  FBA: 'FBA: the marketplace ships it; its fees and your inbound cost count.',
  MF: 'MF: you ship it yourself by media mail (rates on the Bookzy page).',
};

interface ChannelFieldProps {
  value: FulfilmentChannel;
  onChange(value: FulfilmentChannel): void;
  error?: unknown;
}

/** FBA or merchant-fulfilled: the hint says what the choice changes in the profit. */
export function ChannelField({ value, onChange, error }: ChannelFieldProps) {
  const labelId = useId();
  return (
    <Input.Wrapper label="Channel" labelProps={{ id: labelId, component: 'span' }} description={HINTS[value]}
      error={typeof error === 'string' ? error : undefined} size="md">
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        size="md"
        value={value}
        onChange={(next) => onChange(next as FulfilmentChannel)}
        data={[
          { value: 'FBA', label: 'FBA' },
          { value: 'MF', label: 'MF' },
        ]}
      />
    </Input.Wrapper>
  );
}
