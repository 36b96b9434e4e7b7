import { useState, type KeyboardEvent } from 'react';
import { z } from 'zod/mini';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';

/** Empty means no bound; anything else a count (or cents) from 0. */
const boundRule = z.nullable(z.int().check(z.minimum(0, { error: 'Must be 0 or more' }), z.maximum(100_000_000, { error: 'Is too large' })));

interface RangeFieldProps {
  label: string;
  money?: boolean;
  /** Cents for money; null for no bound. */
  value: number | null;
  onCommit(value: number | null): void;
  /** Told when the text turns into a value or stops being one, so the bar can offer to clear it. */
  onValidityChange?(valid: boolean): void;
}

/**
 * One end of a range filter. It applies when left or on Enter rather than on each keystroke, so
 * typing "120" does not load the table for 1 and for 12 first; text that is not a number is not applied.
 */
export function RangeField({ label, money, value, onCommit, onValidityChange }: RangeFieldProps) {
  const [draft, setDraft] = useState(value);
  const [valid, setValid] = useState(true);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (valid && draft !== value) onCommit(draft);
  };
  const props = {
    label,
    rule: boundRule,
    value: draft,
    onChange: setDraft,
    onValidityChange: (next: boolean) => {
      setValid(next);
      onValidityChange?.(next);
    },
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => event.key === 'Enter' && commit(),
    w: 110,
    size: 'sm' as const,
  };
  return money ? <MoneyInput {...props} /> : <CountInput {...props} />;
}
