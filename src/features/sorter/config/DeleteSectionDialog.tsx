import { useDeleteSection } from '~/api/sorter/sectionMutations';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import type { SorterSection } from '~/contract/sorter';
import { callFailure } from '~/api/errors';

export function DeleteSectionDialog({ section, onClose, onDeleted }: { section: SorterSection; onClose(): void; onDeleted(): void }) {
  const remove = useDeleteSection();
  return (
    <ConfirmDialog
      title={`Delete ${section.name}?`}
      confirmLabel="Delete section"
      pending={remove.isPending}
      error={remove.isError ? callFailure(remove.error, 'The section could not be deleted. Try again.') : null}
      onConfirm={() => remove.mutate(section, { onSuccess: onDeleted })}
      onClose={onClose}
    >
      The section and its {section.rules.length} {section.rules.length === 1 ? 'rule' : 'rules'} are deleted for good.
      {section.active && ' It is the active section: until another is activated, every book takes the No Section fallback.'}
    </ConfirmDialog>
  );
}
