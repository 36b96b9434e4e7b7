import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { blurOnEnter, type Draft } from '~/components/useDraft';
import type { InvalidFields } from '~/components/useInvalidFields';
import { minAboveMax, NUMBER_MESSAGES } from '~/lib/numberRules';
import { ItemFlags } from './ItemFlags';

/*
 * The cells both lister flows' item rows share: the book, its quantity, and its min and max typed
 * inline and saved when left. Each row keeps its own saving, since the two flows save through
 * different calls.
 */

type ItemFacts = Parameters<typeof ItemFlags>[0]['item'] & { title: string; isbn13: string; sku: string; fnsku: string };

/** The book: title, codes and what the marketplace flags, then any badges the flow adds. */
export function ItemTitleCell({ item, children }: { item: ItemFacts; children?: ReactNode }) {
  return (
    <Cell kind="main">
      <Stack gap={2}>
        <Text size="sm" fw={500} lineClamp={2}>
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {item.isbn13} · SKU {item.sku} · FNSKU {item.fnsku}
        </Text>
        <Group gap={4}>
          <ItemFlags item={item} />
          {children}
        </Group>
      </Stack>
    </Cell>
  );
}

interface QuantityInputProps {
  title: string;
  rule: z.ZodMiniType;
  quantity: Draft<number>;
  invalid: InvalidFields;
  onSave(quantity: number): void;
}

/** The quantity, saved when left unless its text is not a count. */
export function QuantityInput({ title, rule, quantity, invalid, onSave }: QuantityInputProps) {
  return (
    <CountInput
      aria-label={`Quantity of ${title}`}
      rule={rule}
      value={quantity.value}
      onChange={(next) => next !== null && quantity.set(next)}
      onValidityChange={invalid.track('quantity')}
      onBlur={() => !invalid.has('quantity') && onSave(quantity.value)}
      onKeyDown={blurOnEnter}
      size="xs"
    />
  );
}

interface PriceCellProps {
  /** The column, and the field's name in the seller's words: "Price", "Min", "Max". */
  label: 'Price' | 'Min' | 'Max';
  title: string;
  rule: z.ZodMiniType;
  price: Draft<number | null>;
  invalid: InvalidFields;
  width: number;
  error?: string;
  onSave(): void;
}

const FIELD_NAMES = { Price: 'Price', Min: 'Min price', Max: 'Max price' } as const;

/** One price typed in dollars (spec 5: sent in cents), tracked as invalid while its text is not a price, saved when left. */
export function PriceCell({ label, title, rule, price, invalid, width, error, onSave }: PriceCellProps) {
  const field = label.toLowerCase();
  return (
    <Cell label={label} w={width}>
      <MoneyInput
        aria-label={`${FIELD_NAMES[label]} of ${title}`}
        rule={rule}
        value={price.value}
        onChange={price.set}
        onValidityChange={invalid.track(field)}
        error={error}
        onBlur={onSave}
        onKeyDown={blurOnEnter}
        size="xs"
      />
    </Cell>
  );
}

interface MinMaxCellsProps {
  title: string;
  rules: { min: z.ZodMiniType; max: z.ZodMiniType };
  min: Draft<number | null>;
  max: Draft<number | null>;
  invalid: InvalidFields;
  width: number;
  onSave(prices: { min: number | null; max: number | null }): void;
}

/** Min and max, saved together when either is left; text that is not a price, or a min above the max, stays shown and is not sent. */
export function MinMaxCells({ title, rules, min, max, invalid, width, onSave }: MinMaxCellsProps) {
  const crossed = minAboveMax(min.value, max.value);
  const save = () => {
    if (invalid.has('min') || invalid.has('max') || crossed) return;
    onSave({ min: min.value, max: max.value });
  };
  const shared = { title, invalid, width, onSave: save };
  return (
    <>
      <PriceCell label="Min" rule={rules.min} price={min} error={crossed ? NUMBER_MESSAGES.minAboveMax : undefined} {...shared} />
      <PriceCell label="Max" rule={rules.max} price={max} {...shared} />
    </>
  );
}
