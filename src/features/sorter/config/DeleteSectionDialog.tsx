import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDeleteSection } from '~/api/sorter/sectionMutations';
import type { SorterSection } from '~/contract/sorter';
import { callFailure } from './callFailure';

export function DeleteSectionDialog({ section, onClose, onDeleted }: { section: SorterSection; onClose(): void; onDeleted(): void }) {
  const remove = useDeleteSection();
  return (
    <Modal opened onClose={onClose} title={`Delete ${section.name}?`} centered>
      <Stack gap="md">
        <Text>
          The section and its {section.rules.length} {section.rules.length === 1 ? 'rule' : 'rules'} are deleted for good.
          {section.active && ' It is the active section: until another is activated, every book takes the No Section fallback.'}
        </Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {callFailure(remove.error, 'The section could not be deleted. Try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(section, { onSuccess: onDeleted })}>
            Delete section
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
