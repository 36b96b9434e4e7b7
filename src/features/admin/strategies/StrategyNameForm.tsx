import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { STRATEGY_NAME_MAX } from '~/contract';

interface StrategyNameFormProps {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(name: string): void;
  onCancel?(): void;
}

/** A strategy's name, checked as the contract does (1 to 80 characters once trimmed). */
export function StrategyNameForm({ initial = '', submitLabel, pending, onSubmit, onCancel }: StrategyNameFormProps) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const error = trimmed === '' ? 'Enter a name' : trimmed.length > STRATEGY_NAME_MAX ? `At most ${STRATEGY_NAME_MAX} characters` : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!error) onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput label="Strategy name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={tried ? error : undefined} data-autofocus w={{ base: '100%', sm: 300 }} />
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
