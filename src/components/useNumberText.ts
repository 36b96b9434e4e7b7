import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { z } from 'zod/mini';
import { readNumber } from '~/lib/numberRules';
import { formatNumber, type NumberKind } from '~/lib/numberText';

export interface NumberTextOptions {
  kind: NumberKind;
  /** The contract's schema of the value: its limits, and whether an empty field (none) is a value. */
  rule: z.ZodMiniType;
  /** Bounds the screen adds to the contract's, in the value's units (cents, tenths, units). */
  min?: number;
  max?: number;
  /** 0 stands for "none" and is handed on as it is (spec 5: a box size of zero is not sent). */
  zeroMeansNone?: boolean;
  /** In the value's units; null shows an empty field. */
  value: number | null;
  /** Called with valid values only: what the seller typed, when the server would take it. */
  onChange(value: number | null): void;
  /** False while the text is not a valid value: the caller saves and sends nothing until it is true again. */
  onValidityChange(valid: boolean): void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The behaviour of a number field, apart from how it is drawn: the text kept exactly as typed,
 * read strictly and checked against the contract's rule, the reason when it is not a value ("1e9",
 * "-5", "2.5" offers, "abc"), and a valid value shown in its usual form ("$12.50") once the field
 * is left. {@link NumberField} draws it as a Mantine field; a table that shows hundreds of them can
 * draw it as a plain input.
 */
export function useNumberText({ kind, rule, min, max, zeroMeansNone, value, onChange, onValidityChange, onBlur }: NumberTextOptions) {
  const format = (next: number | null) => (next === null ? '' : formatNumber(next, kind));
  const [text, setText] = useState(() => format(value));
  const [edited, setEdited] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  const reading = readNumber(text, kind, rule, { min, max, zeroMeansNone });
  if (value !== shownValue) {
    // The caller's value changed (a reset, a reply, another tab): show it, unless the text says it already.
    setShownValue(value);
    if (reading.value !== value) {
      setText(format(value));
      setEdited(false);
    }
  }
  // An empty field that must hold a value is the form's to point out on submit, not before it is touched.
  const ownError = reading.error !== null && (text.trim() !== '' || edited) ? reading.error : null;

  const reported = useRef({ valid: true, onValidityChange });
  const report = (valid: boolean) => {
    if (reported.current.valid === valid) return;
    reported.current.valid = valid;
    reported.current.onValidityChange(valid);
  };
  useEffect(() => {
    reported.current.onValidityChange = onValidityChange;
  });
  // Changed bounds or a value set from outside can turn the text valid or invalid without a keystroke.
  useEffect(() => report(ownError === null));
  // A field that goes away while invalid no longer holds anything back.
  useEffect(() => () => report(true), []);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    setEdited(true);
    const read = readNumber(next, kind, rule, { min, max, zeroMeansNone });
    // Reported in the same event as the value, so a save on the next blur or Enter sees both.
    report(read.error === null);
    if (read.value !== undefined && read.value !== value) onChange(read.value);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (reading.value !== undefined) setText(format(reading.value));
    onBlur?.(event);
  };

  return { text, error: ownError, onChange: change, onBlur: blur, inputMode: kind.decimals > 0 ? ('decimal' as const) : ('numeric' as const) };
}
