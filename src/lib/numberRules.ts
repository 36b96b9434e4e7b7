import type { z } from 'zod/mini';
import { formatNumber, parseNumberText, type NumberKind } from './numberText';

/**
 * What a number field says when its text is not a value the server would take. The limits are the
 * contract's own schemas (priceCents, tenths, itemQuantity, centsField, the trigger limits), read
 * through the issue zod reports, so the field and the server refuse the same values; only the
 * words are the field's, written for the person typing.
 */
export const NUMBER_MESSAGES = {
  notNumber: (kind: NumberKind) => `Enter a number like ${kind.decimals === 2 ? '12.50' : kind.decimals === 1 ? '12.5' : '12'}`,
  notWhole: 'Must be a whole number',
  required: (kind: NumberKind) => (kind.money ? 'Enter an amount' : 'Enter a number'),
  minAboveMax: 'Min must not be above max',
} as const;

/** What a screen adds to the contract's rule, in the field's minor units (what a row still holds). */
export interface NumberBounds {
  min?: number;
  max?: number;
  /** 0 stands for "none" and is taken as it is (spec 5: a box size of zero is not sent). */
  zeroMeansNone?: boolean;
}

export interface NumberReading {
  /** The value to hand on: null for an empty field, undefined when the text is not a valid value. */
  value: number | null | undefined;
  error: string | null;
}

/** Whether the rule takes "none" (null or missing), so that an empty field is a value. */
export function allowsEmpty(rule: z.ZodMiniType): boolean {
  return rule.safeParse(null).success || rule.safeParse(undefined).success;
}

/** Limits read with thousands commas whatever the field shows: "Must be at most 100,000". */
const limit = (value: number, kind: NumberKind) => formatNumber(value, { ...kind, grouped: true });

function issueMessage(issue: z.core.$ZodIssue, kind: NumberKind): string {
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum);
    if (issue.inclusive === false) return `Must be more than ${limit(minimum, kind)}`;
    return minimum === 0 ? 'Must not be negative' : `Must be at least ${limit(minimum, kind)}`;
  }
  if (issue.code === 'too_big') return `Must be at most ${limit(Number(issue.maximum), kind)}`;
  if (issue.code === 'invalid_type') return NUMBER_MESSAGES.notWhole;
  return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
}

/** The contract's verdict on a value, then the screen's bounds: the first message, or null. */
export function checkNumber(value: number, kind: NumberKind, rule: z.ZodMiniType, bounds: NumberBounds = {}): string | null {
  if (value === 0 && bounds.zeroMeansNone) return null;
  const result = rule.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue) return issueMessage(issue, kind);
  if (bounds.min !== undefined && value < bounds.min) return `Must be at least ${limit(bounds.min, kind)}`;
  if (bounds.max !== undefined && value > bounds.max) return `Must be at most ${limit(bounds.max, kind)}`;
  return null;
}

/** Typed text read and checked: the value it stands for, or why it stands for none. */
export function readNumber(text: string, kind: NumberKind, rule: z.ZodMiniType, bounds?: NumberBounds): NumberReading {
  const parsed = parseNumberText(text, kind);
  switch (parsed.kind) {
    case 'empty':
      return allowsEmpty(rule) ? { value: null, error: null } : { value: undefined, error: NUMBER_MESSAGES.required(kind) };
    case 'notNumber':
      return { value: undefined, error: NUMBER_MESSAGES.notNumber(kind) };
    case 'notWhole':
      return { value: undefined, error: NUMBER_MESSAGES.notWhole };
    case 'number': {
      const error = checkNumber(parsed.value, kind, rule, bounds);
      return error ? { value: undefined, error } : { value: parsed.value, error: null };
    }
  }
}

/** A min above its max (prices of an item or a session): the server refuses the pair. */
export function minAboveMax(min: number | null | undefined, max: number | null | undefined): boolean {
  return typeof min === 'number' && typeof max === 'number' && min > max;
}
