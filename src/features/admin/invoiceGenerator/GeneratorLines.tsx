import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { generatedLineSchema, GENERATED_LINES_MAX } from '~/contract/admin/invoices';
import type { Currency } from '~/contract/currencies';
import { newLine, type DraftLine } from './generatorDraft';

interface GeneratorLinesProps {
  lines: DraftLine[];
  currency: Currency;
  tried: boolean;
  onChange(lines: DraftLine[]): void;
  onValidity(key: string, valid: boolean): void;
}

/** The invoice's lines: what, how many, at what unit price; one removed or added at a time. */
export function GeneratorLines({ lines, currency, tried, onChange, onValidity }: GeneratorLinesProps) {
  const update = (key: string, change: Partial<DraftLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
    <Stack gap="xs" role="group" aria-label="Invoice lines">
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" gap="xs" wrap="wrap" aria-label={`Line ${index + 1}`} role="group">
          <TextInput
            label={`Line ${index + 1} description`}
            value={line.description}
            maxLength={200}
            onChange={(event) => update(line.key, { description: event.currentTarget.value })}
            error={tried && line.description.trim() === '' ? 'Say what is billed' : null}
            style={{ flex: '1 1 260px' }}
          />
          <CountInput
            label="Quantity"
            rule={generatedLineSchema.shape.quantity}
            value={line.quantity}
            onChange={(quantity) => update(line.key, { quantity })}
            onValidityChange={(valid) => onValidity(`${line.key}-quantity`, valid)}
            error={tried && line.quantity === null ? 'Enter a quantity' : undefined}
            w={100}
          />
          <MoneyInput
            currency={currency}
            label="Unit price"
            rule={generatedLineSchema.shape.unitAmountCents}
            value={line.unitAmountCents}
            onChange={(unitAmountCents) => update(line.key, { unitAmountCents })}
            onValidityChange={(valid) => onValidity(`${line.key}-price`, valid)}
            error={tried && line.unitAmountCents === null ? 'Enter a price' : undefined}
            w={140}
          />
          <ActionIcon variant="subtle" color="red" mt={28} size="lg" disabled={lines.length === 1} onClick={() => onChange(lines.filter((each) => each.key !== line.key))} aria-label={`Remove line ${index + 1}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button variant="light" leftSection={<IconPlus size={16} />} disabled={lines.length >= GENERATED_LINES_MAX} onClick={() => onChange([...lines, newLine()])}>
          Add a line
        </Button>
      </div>
    </Stack>
  );
}
