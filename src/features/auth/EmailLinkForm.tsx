import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { FormError } from '~/components/FormError';
import { email } from '~/contract';
import { zodFormValidator } from '~/lib/zodForm';

const emailForm = z.object({ email });

/** One email field and a button: the pages that e-mail a link (password reset, registration). */
export function EmailLinkForm(props: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit(email: string): void;
  footer: ReactNode;
}) {
  const form = useForm({ initialValues: { email: '' }, validate: zodFormValidator(emailForm) });
  return (
    <form onSubmit={form.onSubmit((values) => props.onSubmit(values.email))} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required autoFocus {...form.getInputProps('email')} />
        <FormError error={props.error} />
        <Button type="submit" loading={props.pending} fullWidth>
          {props.submitLabel}
        </Button>
        {props.footer}
      </Stack>
    </form>
  );
}
