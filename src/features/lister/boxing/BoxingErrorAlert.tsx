import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { BOXING_MESSAGES, type BoxingOperation } from './boxingLog';

export interface BoxingError {
  operation: BoxingOperation;
  message: string;
}

/** The last refused write, in words of spec 8.3 with the server's message, until dismissed. */
export function BoxingErrorAlert({ error, onDismiss }: { error: BoxingError; onDismiss(): void }) {
  return (
    <Alert color="red" title={BOXING_MESSAGES[error.operation].error} withCloseButton={false} role="alert">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <CloseButton aria-label="Dismiss the error" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
