import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchFieldProps {
  /** The search in force (from the address); when it is cleared elsewhere, the field empties too. */
  value: string | undefined;
  placeholder: string;
  /** The trimmed text, or undefined for none, a moment after typing stops. */
  onSearch(text: string | undefined): void;
  w?: TextInputProps['w'];
  /** The field's name, when a screen has more than one search (default "Search"). */
  label?: string;
}

/** A list's search box: it shows each key at once and searches once typing pauses, not on every key. */
export function SearchField({ value, placeholder, onSearch, w = { base: '100%', sm: 240 }, label = 'Search' }: SearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={w}
    />
  );
}
