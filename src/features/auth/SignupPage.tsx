import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useSignupMutation } from '~/api/auth/mutations';
import { signupBody } from '~/contract';
import { PublicLayout } from '~/components/PublicLayout';
import { zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';
import { LinkSentNotice } from './LinkSentNotice';
import { PasswordHint } from '~/components/PasswordHint';

/**
 * Sign-up answers the same whether or not the address has an account (so the form cannot tell who
 * sells on Folio): the account opens from the link it e-mails, at /signup/confirm.
 */
export function SignupPage() {
  const signup = useSignupMutation();
  const form = useForm({
    initialValues: { firstName: '', lastName: '', companyName: '', email: '', password: '', acceptTerms: false },
    validate: zodFormValidator(signupBody),
  });

  const submit = form.onSubmit((values) => signup.mutate({ ...values, acceptTerms: values.acceptTerms as true }));

  if (signup.isSuccess) {
    return (
      <LinkSentNotice email={signup.variables.email} purpose="to confirm your address and open your account" onSendAgain={() => signup.reset()} />
    );
  }

  return (
    <PublicLayout title="Create your Folio account" subtitle="List, price and sort your books in one place." width={480}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Business name" description="Optional" autoComplete="organization" {...form.getInputProps('companyName')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <div>
            <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordHint password={form.values.password} />
          </div>
          <Checkbox
            label={
              <Text size="sm">
                I accept the{' '}
                <Anchor component={Link} to="/privacy-policies" target="_blank">
                  privacy policy
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to="/cookie-policies" target="_blank">
                  cookie policy
                </Anchor>
              </Text>
            }
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <FormError error={signup.error} />
          <Button type="submit" loading={signup.isPending} fullWidth>
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicLayout>
  );
}
