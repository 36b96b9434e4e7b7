import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '~/components/MoneyInput';

interface CostFieldProps {
  label: string;
  description: string;
  /** Cents. */
  value: number;
  max: number;
  onSave(cents: number): void;
}

/** A cost edited in place: Save (or Enter) appears once the amount differs from the saved one. */
export function CostField({ label, description, value, max, onSave }: CostFieldProps) {
  const [draft, setDraft] = useState<number | null>(value);
  const [savedValue, setSavedValue] = useState(value);
  if (savedValue !== value) {
    // The saved value changed under us (synced, or changed in another tab): show it.
    setSavedValue(value);
    setDraft(value);
  }
  const error = draft === null ? 'Enter an amount' : draft > max ? `At most $${(max / 100).toFixed(2)}` : null;
  const changed = draft !== value;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!error && changed) onSave(draft!);
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MoneyInput
          label={label}
          description={description}
          value={draft}
          onChange={setDraft}
          min={0}
          error={changed ? error : null}
          style={{ flex: 1 }}
          size="md"
        />
        <Button type="submit" size="md" disabled={!changed || error !== null} variant={changed ? 'filled' : 'default'}>
          Save
        </Button>
      </Group>
    </form>
  );
}
