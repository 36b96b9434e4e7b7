import { Button, Group, SimpleGrid } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { TenthsInput } from '~/components/TenthsInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import { boxSizeInputSchema, type Box } from '~/contract/lister';
import type { BoxSize } from './useBoxingScreen';

const FIELDS = [
  { key: 'length', label: 'Length (in)' },
  { key: 'width', label: 'Width (in)' },
  { key: 'height', label: 'Height (in)' },
  { key: 'weight', label: 'Weight (lb)' },
] as const;

export const sizeOf = (box: Box | undefined): BoxSize => ({
  length: box?.length ?? null,
  width: box?.width ?? null,
  height: box?.height ?? null,
  weight: box?.weight ?? null,
});

interface BoxSizeFormProps {
  /** The form's accessible name: the same labels appear in the new-box and the edit forms. */
  name: string;
  initial: BoxSize;
  submitLabel: string;
  icon?: ReactNode;
  busy?: boolean;
  /** Resolves true when saved; the new-box form then empties itself. */
  onSubmit(size: BoxSize): Promise<boolean>;
  resetOnSave?: boolean;
}

/** Inches and pounds with one decimal; an empty or zero field is not sent (spec 5), nor is anything while a field is wrong. */
export function BoxSizeForm({ name, initial, submitLabel, icon, busy, onSubmit, resetOnSave }: BoxSizeFormProps) {
  const [size, setSize] = useState<BoxSize>(initial);
  const invalid = useInvalidFields();
  return (
    <form
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid.any) return;
        void onSubmit(size).then((saved) => {
          if (saved && resetOnSave) setSize(initial);
        });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        {/* Four across where the form has the room, two by two where it does not (a phone, half a tablet). */}
        <SimpleGrid type="container" cols={{ base: 2, '400px': 4 }} spacing="xs" styles={{ container: { flex: 1, minWidth: 240 } }}>
          {FIELDS.map((field) => (
            <TenthsInput
              key={field.key}
              label={field.label}
              size="sm"
              rule={boxSizeInputSchema.shape[field.key]}
              zeroMeansNone
              value={size[field.key] ?? null}
              onChange={(tenths) => setSize((current) => ({ ...current, [field.key]: tenths }))}
              onValidityChange={invalid.track(field.key)}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" leftSection={icon} loading={busy} disabled={invalid.any}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
