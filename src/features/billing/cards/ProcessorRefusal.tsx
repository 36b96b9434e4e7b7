import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ProcessorError } from '~/api/billing/processor';
import { FormError } from '~/components/FormError';

/** Why the card was not added: the processor's words, or Folio's when it refused the token. */
export function ProcessorRefusal({ error }: { error: unknown }) {
  if (!(error instanceof ProcessorError)) return <FormError error={error} />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Card not added">
      {error.message}
    </Alert>
  );
}
