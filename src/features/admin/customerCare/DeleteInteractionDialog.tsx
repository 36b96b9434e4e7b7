import { useDeleteInteraction } from '~/api/admin/customerCare';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { INTERACTION_KIND_LABELS, type Interaction } from '~/contract';
import { formatDateTime } from '~/lib/dates';

/** Deleting a note asked once more; the staff action log keeps what it said. */
export function DeleteInteractionDialog({ interaction, onClose }: { interaction: Interaction; onClose(): void }) {
  const remove = useDeleteInteraction();
  return (
    <ConfirmDialog
      title="Delete interaction"
      confirmLabel="Delete interaction"
      pending={remove.isPending}
      error={null}
      onConfirm={() => remove.mutate(interaction.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      Delete the {INTERACTION_KIND_LABELS[interaction.kind].toLowerCase()} with {interaction.seller.email} of {formatDateTime(interaction.happenedAt)}?
    </ConfirmDialog>
  );
}
