import { Button, Group, Modal, Text } from '@mantine/core';
import type { AlertMessage } from '~/lib/alerts';

export default function AlertDialog({ alert, onDismiss }: { alert: AlertMessage; onDismiss(): void }) {
  return (
    <Modal opened onClose={onDismiss} title={<Text fw={700} c="red">{alert.title}</Text>} centered>
      <Text>{alert.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onDismiss} color="red" data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
