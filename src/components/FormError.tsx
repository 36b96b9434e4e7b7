import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isCallError } from '~/api/errors';

/** The reason a sign-in form was refused, in the server's words, above the submit button. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = isCallError(error) ? error.message : 'Something went wrong. Try again.';
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
