import { useState, type KeyboardEvent } from 'react';

/** Inline fields save when left: Enter leaves the field, so it saves too. */
export const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

/**
 * A field typed into and not yet saved: undefined shows the server's value. A draft stays while
 * its save is under way and after, until the server's value is the one typed, so a reply to an
 * earlier save never wipes what the seller is typing now.
 */
export function useDraft<T>(serverValue: T) {
  const [draft, setDraft] = useState<{ value: T } | undefined>(undefined);
  const value = draft === undefined ? serverValue : draft.value;
  return {
    value,
    set: (next: T) => setDraft({ value: next }),
    /** Drops the draft once the server holds `saved` (or the save failed: the server's value shows again). */
    settle: (saved?: T) => setDraft((current) => (saved === undefined || current?.value === saved ? undefined : current)),
  };
}

export type Draft<T> = ReturnType<typeof useDraft<T>>;
