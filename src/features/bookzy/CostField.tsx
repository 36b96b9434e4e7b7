import { Box, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { MoneyInput } from '~/components/MoneyInput';

interface CostFieldProps {
  label: string;
  description: string;
  /** Cents. */
  value: number;
  /** The contract's schema of the amount (its call's body field): what the server takes. */
  rule: z.ZodMiniType;
  onSave(cents: number): void;
}

/** A cost edited in place: Save (or Enter) is offered once the amount is valid and differs from the saved one. */
export function CostField({ label, description, value, rule, onSave }: CostFieldProps) {
  const [draft, setDraft] = useState(value);
  const [valid, setValid] = useState(true);
  const [savedValue, setSavedValue] = useState(value);
  if (savedValue !== value) {
    // The saved value changed under us (synced, or changed in another tab): show it.
    setSavedValue(value);
    setDraft(value);
  }
  const changed = draft !== value;
  const ready = valid && changed;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSave(draft);
      }}
    >
      {/* Save sits beside the amount, with the reason for a refused amount under both. */}
      <MoneyInput
        label={label}
        description={description}
        rule={rule}
        value={draft}
        onChange={(cents) => cents !== null && setDraft(cents)}
        onValidityChange={setValid}
        size="md"
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap">
            <Box flex={1}>{input}</Box>
            <Button type="submit" size="md" disabled={!ready} variant={ready ? 'filled' : 'default'}>
              Save
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
