import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { toScanEvent, type OnScan } from './scanEvent';

export interface ManualCodeEntryProps {
  onScan: OnScan;
  label?: string;
}

/**
 * Typing a code: the fallback when the camera cannot read a label or there is none. Every
 * submitted code becomes a ScanEvent with source 'manual', invalid ones included (the screen
 * sounds "invalid" as for a scan); an invalid code also stays in the field with the reason, to
 * be corrected, but selected: the next code typed replaces it rather than being appended to it,
 * while an arrow key keeps it to mend one digit. inputMode numeric brings up the phone's digit pad: an ISBN-10 ending in X is
 * rare enough to type as its ISBN-13, which every book with an X also carries.
 */
export function ManualCodeEntry({ onScan, label = 'ISBN, EAN or UPC' }: ManualCodeEntryProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError('Enter a code first.');
    const scan = toScanEvent(text, 'manual');
    setError(scan.validation.valid ? undefined : scan.validation.reason);
    if (scan.validation.valid) setText('');
    else {
      field.current?.focus();
      field.current?.select();
    }
    onScan(scan);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          ref={field}
          style={{ flex: 1 }}
          label={label}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
        />
        <Button type="submit" mt={25}>
          Add
        </Button>
      </Group>
    </form>
  );
}
