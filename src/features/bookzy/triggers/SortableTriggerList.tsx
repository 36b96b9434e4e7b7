import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import { useMemo, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Trigger } from '~/contract/bookzy';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from './dragAnnouncements';
import { dropResult } from './dropOrder';
import { TriggerRow, type TriggerActions } from './TriggerRow';
import { triggerWrites } from './triggerWrites';

/** Pointer events also fire for fingers, first: leave those to the TouchSensor and its delay. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) =>
        nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The device's triggers, in the order they are tried; dragging one queues one move-below write. */
export function SortableTriggerList({ triggers, ...actions }: { triggers: Trigger[] } & TriggerActions) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The dropped order shows until the outbox overlay brings the same order, so the row never jumps back.
  const [dropped, setDropped] = useState<{ from: Trigger[]; ids: number[] } | null>(null);
  const ids = useMemo(() => (dropped?.from === triggers ? dropped.ids : triggers.map((trigger) => trigger.id)), [dropped, triggers]);
  const byId = useMemo(() => new Map(triggers.map((trigger) => [trigger.id, trigger])), [triggers]);
  const ordered = useMemo(() => ids.map((id) => byId.get(id)).filter((trigger) => trigger !== undefined), [ids, byId]);
  // Kept for a whole drag: the announcements remember whether the trigger has left its place.
  const announcements = useMemo(() => dragAnnouncements(ordered), [ordered]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const result = dropResult(ids, Number(active.id), over ? Number(over.id) : null);
    if (!result) return;
    setDropped({ from: triggers, ids: result.ids });
    void triggerWrites.moveBelow(byId.get(Number(active.id))!, byId.get(result.targetId) ?? null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: DRAG_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Triggers, first tried at the top">
          {ordered.map((trigger) => (
            <TriggerRow key={trigger.id} trigger={trigger} {...actions} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
