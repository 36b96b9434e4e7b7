import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { Trigger } from '~/contract/bookzy';
import { dragAnnouncements } from './dragAnnouncements';

const triggers = [{ id: 1, name: 'FBA keeper' }, { id: 2, name: 'Media mail' }] as Trigger[];
const active = { id: 2 } as Active;
const over = (id: number) => ({ id }) as Over;

describe('dragAnnouncements', () => {
  it('speaks names and positions, and does not cut off the lift with "over itself"', () => {
    const say = dragAnnouncements(triggers);
    expect(say.onDragStart({ active })).toBe('Picked up Media mail, position 2 of 2.');
    expect(say.onDragOver({ active, over: over(2) })).toBeUndefined();
    expect(say.onDragOver({ active, over: over(1) })).toBe('Media mail is now at position 1 of 2.');
    expect(say.onDragOver({ active, over: over(2) })).toBe('Media mail is now at position 2 of 2.');
    expect(say.onDragEnd({ active, over: over(1) })).toBe('Media mail dropped at position 1 of 2.');
    expect(say.onDragEnd({ active, over: null })).toBe('Media mail dropped outside the list; the order is unchanged.');
  });
});
