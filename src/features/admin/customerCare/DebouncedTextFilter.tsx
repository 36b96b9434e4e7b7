import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

interface DebouncedTextFilterProps {
  label: string;
  /** The filter in force (from the address); cleared elsewhere, the field empties too. */
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** A text filter of a list: each key shows at once, the list follows once typing pauses. */
export function DebouncedTextFilter({ label, value, onChange }: DebouncedTextFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const apply = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={{ base: '100%', xs: 'calc(50% - 6px)', md: 180 }}
    />
  );
}
