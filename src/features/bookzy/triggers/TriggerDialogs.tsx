import { useCreateTrigger } from '~/api/bookzy/triggerMutations';
import type { Trigger } from '~/contract/bookzy';
import { DeleteTriggerDialog } from './DeleteTriggerDialog';
import { MoveBelowDialog } from './MoveBelowDialog';
import { newTriggerValues, triggerValues } from './triggerForm';
import { TriggerFormDialog } from './TriggerFormDialog';
import { triggerWrites } from './triggerWrites';

/** The one dialog the triggers screen has open, if any. */
export type TriggerDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'move' | 'delete'; trigger: Trigger };

interface TriggerDialogsProps {
  dialog: TriggerDialog | null;
  deviceId: string;
  /** The device's triggers in their order. */
  triggers: readonly Trigger[];
  onClose(): void;
}

export function TriggerDialogs({ dialog, deviceId, triggers, onClose }: TriggerDialogsProps) {
  const create = useCreateTrigger();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'create':
      return (
        <TriggerFormDialog
          title="New trigger"
          submitLabel="Create trigger"
          initialValues={newTriggerValues(triggers.map((trigger) => trigger.colorCode))}
          onClose={onClose}
          onSave={async (rule) => {
            await create.mutateAsync({ device: deviceId, ...rule });
            return true;
          }}
        />
      );
    case 'edit':
      return (
        <TriggerFormDialog
          title={`Edit ${dialog.trigger.name}`}
          submitLabel="Save trigger"
          initialValues={triggerValues(dialog.trigger)}
          onClose={onClose}
          onSave={(rule) => triggerWrites.update(dialog.trigger, rule)}
        />
      );
    case 'move':
      return (
        <MoveBelowDialog
          trigger={dialog.trigger}
          triggers={triggers}
          onClose={onClose}
          onMove={(above) => void triggerWrites.moveBelow(dialog.trigger, above)}
        />
      );
    case 'delete':
      return <DeleteTriggerDialog trigger={dialog.trigger} onClose={onClose} onDelete={() => void triggerWrites.remove(dialog.trigger)} />;
  }
}
