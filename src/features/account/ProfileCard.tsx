import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BusinessDetailsFields } from '~/components/BusinessDetailsFields';
import { FormError } from '~/components/FormError';
import { useSaveProfile } from '~/api/profile/mutations';
import { profileBody, type Profile, type ProfileBody } from '~/contract';
import { formatUsPhone } from '~/lib/phoneFormat';
import { zodFormValidator } from '~/lib/zodForm';
import { serverFieldError } from '~/api/serverFieldError';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

const FIELDS = ['firstName', 'lastName', 'companyName', 'phone', 'addressLine1', 'addressLine2', 'city', 'state', 'zip'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  companyName: profile.companyName ?? '',
  phone: profile.phone ? formatUsPhone(profile.phone) : '',
  addressLine1: profile.addressLine1 ?? '',
  addressLine2: profile.addressLine2 ?? '',
  city: profile.city ?? '',
  state: profile.state ?? '',
  zip: profile.zip ?? '',
});

/**
 * The seller's name, business, phone and address, with the registration form's rules (the same
 * contract schema the server applies): invoices carry this address.
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const form = useForm({ initialValues: valuesOf(profile), validate: zodFormValidator(profileBody) });
  const submit = form.onSubmit((values) =>
    save.mutate(values as ProfileBody, {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
      },
      onError: (error) => {
        const named = serverFieldError(error, FIELDS);
        if (named) form.setFieldError(named.field, named.message);
      },
    }),
  );
  const incomplete = !profile.phone || !profile.addressLine1;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profile-title">
      <Title order={2} size="h4" id="profile-title">
        Profile
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Signed in as <strong>{profile.email}</strong>. {incomplete ? 'Add your phone and business address: invoices carry them.' : 'Invoices carry this name and address.'}
      </Text>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesGuard dirty={form.isDirty()} />
        <Stack gap="sm">
          <BusinessDetailsFields form={form} />
          {!serverFieldError(save.error, FIELDS) && <FormError error={save.error} />}
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty() || save.isPending} onClick={() => form.reset()}>
              Undo changes
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
