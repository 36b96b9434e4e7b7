import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * A form that knows it has unsaved changes asks before they are thrown away: leaving its page in the
 * app (a link, the menu, Back) opens the question below; closing or reloading the tab asks the
 * browser's own. A change of the page's search or hash keeps the form on screen, so it passes.
 */
export function useUnsavedChanges(dirty: boolean) {
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => dirty && current.pathname !== next.pathname,
    [dirty],
  );
  return useBlocker({ shouldBlockFn, enableBeforeUnload: dirty, disabled: !dirty, withResolver: true });
}

/** Renders nothing until the seller tries to leave with changes unsaved; then asks, Stay first. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChanges(dirty);
  if (blocker.status !== 'blocked') return null;
  return (
    <Modal opened onClose={blocker.reset} title="Leave without saving?" centered>
      <Stack gap="md">
        <Text>Your changes on this page are not saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={blocker.reset} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={blocker.proceed}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
