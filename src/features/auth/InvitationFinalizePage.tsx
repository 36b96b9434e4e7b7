import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { useFinalizeInvitationMutation } from '~/api/auth/mutations';
import { invitationQueries } from '~/api/auth/queries';
import { US_STATES, invitationFinalizeBody } from '~/contract';
import { BusinessDetailsFields } from '~/components/BusinessDetailsFields';
import { PublicLayout } from '~/components/PublicLayout';
import { zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';
import { PasswordHint } from '~/components/PasswordHint';

const finalizeForm = z
  .extend(z.omit(invitationFinalizeBody, { token: true }), { confirm: z.string() })
  .check(
    z.refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'does not match the password' }),
  );

function DeadLink() {
  return (
    <PublicLayout title="This link no longer works">
      <Alert color="orange" icon={<IconAlertCircle />} mb="md">
        Registration links work once and expire after 48 hours.
      </Alert>
      <Button component={Link} to="/registersendlink" fullWidth>
        Send me a new link
      </Button>
    </PublicLayout>
  );
}

/** The last step of registering from an e-mailed link (spec 2.2): business details and a password. */
export function InvitationFinalizePage({ token }: { token?: string | undefined }) {
  const invitation = useQuery({ ...invitationQueries.byToken(token ?? ''), enabled: Boolean(token) });
  if (!token || invitation.isError) return <DeadLink />;
  if (invitation.isPending) {
    return (
      <PublicLayout title="Finish your registration">
        <Group justify="center" p="xl">
          <Loader aria-label="Checking your link" />
        </Group>
      </PublicLayout>
    );
  }
  return <FinalizeForm token={token} email={invitation.data.email} />;
}

function FinalizeForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const finalize = useFinalizeInvitationMutation();
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      phone: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '' as string,
      zip: '',
      password: '',
      confirm: '',
    },
    validate: zodFormValidator(finalizeForm),
  });

  const submit = form.onSubmit(({ confirm: _confirm, state, ...values }) =>
    finalize.mutate(
      { ...values, state: state as (typeof US_STATES)[number][0], token },
      { onSuccess: () => void navigate({ to: '/', replace: true }) },
    ),
  );

  return (
    <PublicLayout title="Finish your registration" subtitle={`Setting up the Folio account for ${email}.`} width={620}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <BusinessDetailsFields form={form} />
          <div>
            <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordHint password={form.values.password} />
          </div>
          <PasswordInput label="Repeat the password" autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <FormError error={finalize.error} />
          <Button type="submit" loading={finalize.isPending} fullWidth>
            Create my account
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            I already have an account
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  );
}
