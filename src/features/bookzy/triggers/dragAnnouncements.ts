import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Trigger } from '~/contract/bookzy';

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a trigger, press space or enter. Use the up and down arrow keys to move it, then space or enter to drop it, or escape to cancel.',
};

/**
 * What a screen reader says while a trigger is moved: names and positions, not ids. Create it once
 * per list (it remembers whether the trigger has left its place during the current drag).
 */
export function dragAnnouncements(triggers: readonly Trigger[]): Announcements {
  const count = triggers.length;
  const nameOf = (id: string | number) => triggers.find((trigger) => trigger.id === Number(id))?.name ?? 'Trigger';
  const positionOf = (id: string | number) => triggers.findIndex((trigger) => trigger.id === Number(id)) + 1;
  // dnd-kit reports "over itself" right after the lift; saying so would cut off "Picked up".
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over ? `${nameOf(active.id)} is now at position ${positionOf(over.id)} of ${count}.` : `${nameOf(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${count}.`
        : `${nameOf(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays at position ${positionOf(active.id)}.`,
  };
}
