import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useSignupMutation } from '~/api/auth/mutations';
import { signupBody, type SignupBody } from '~/contract';
import { PublicLayout } from '~/components/PublicLayout';
import { zodFormValidator } from '~/lib/zodForm';
import { FormError } from '~/components/FormError';
import { LinkSentNotice } from './LinkSentNotice';
import { PasswordHint } from '~/components/PasswordHint';
import { serverFieldError } from '~/api/serverFieldError';

const checkSignup = zodFormValidator(signupBody);

/** What the form sends: an emptied referral code is no code, not a wrong one. */
const signupValues = ({ referralCode, ...values }: Omit<SignupBody, 'acceptTerms' | 'referralCode'> & { acceptTerms: boolean; referralCode: string }) => ({
  ...values,
  acceptTerms: values.acceptTerms as true,
  ...(referralCode.trim() ? { referralCode } : {}),
});

/**
 * Sign-up answers the same whether or not the address has an account (so the form cannot tell who
 * sells on Folio): the account opens from the link it e-mails, at /signup/confirm.
 */
export function SignupPage({ referralCode }: { referralCode?: string | undefined }) {
  const signup = useSignupMutation();
  const form = useForm({
    initialValues: { firstName: '', lastName: '', companyName: '', email: '', password: '', acceptTerms: false, referralCode: referralCode ?? '' },
    validate: (values) => checkSignup(signupValues(values)),
    transformValues: signupValues,
  });

  const submit = form.onSubmit((values) =>
    signup.mutate(values, {
      onError: (error) => {
        const refused = serverFieldError(error, ['referralCode'] as const);
        if (refused) form.setFieldError('referralCode', refused.message);
      },
    }),
  );

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
          {referralCode !== undefined && (
            <TextInput label="Referral code" description="From the link you followed" autoComplete="off" {...form.getInputProps('referralCode')} />
          )}
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
          {!serverFieldError(signup.error, ['referralCode'] as const) && <FormError error={signup.error} />}
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
