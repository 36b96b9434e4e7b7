import type { Trigger, TriggerInput } from '~/contract/bookzy';
import { saveBookzyChange } from '../useBookzyWrite';

/**
 * The trigger changes the screen makes, each one outbox write (saved on the phone first, sent when
 * there is a signal). The labels are what the outbox list shows if a write needs attention.
 */
export const triggerWrites = {
  update: (trigger: Trigger, body: TriggerInput) =>
    saveBookzyChange('triggers.update', { params: { id: trigger.id }, body }, `Edit trigger ${trigger.name}`),

  setActive: (trigger: Trigger, active: boolean) =>
    saveBookzyChange(
      active ? 'triggers.activate' : 'triggers.deactivate',
      { params: { id: trigger.id } },
      `${active ? 'Activate' : 'Deactivate'} trigger ${trigger.name}`,
    ),

  /** `above` is the trigger it should sit under, or null for the top. */
  moveBelow: (trigger: Trigger, above: Pick<Trigger, 'id' | 'name'> | null) =>
    saveBookzyChange(
      'triggers.moveBelow',
      { params: { id: trigger.id }, query: { targetId: above?.id ?? 0 } },
      above ? `Move trigger ${trigger.name} below ${above.name}` : `Move trigger ${trigger.name} to the top`,
    ),

  remove: (trigger: Trigger) => saveBookzyChange('triggers.remove', { params: { id: trigger.id } }, `Delete trigger ${trigger.name}`),
};
