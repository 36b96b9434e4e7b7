import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '~/components/FormError';
import { useSaveProfile } from '~/api/profile/mutations';
import { US_STATES, profileBody, type Profile, type ProfileBody } from '~/contract';
import { formatUsPhone } from '~/lib/phoneFormat';
import { zodFormValidator } from '~/lib/zodForm';
import { serverFieldError } from './serverFieldError';

const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }));
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
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Business name" autoComplete="organization" required {...form.getInputProps('companyName')} />
            <TextInput
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(415) 555-0132"
              required
              {...form.getInputProps('phone')}
              onChange={(event) => form.setFieldValue('phone', formatUsPhone(event.currentTarget.value))}
            />
          </SimpleGrid>
          <TextInput label="Street address" autoComplete="address-line1" required {...form.getInputProps('addressLine1')} />
          <TextInput label="Apartment, suite, unit" description="Optional" autoComplete="address-line2" {...form.getInputProps('addressLine2')} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('city')} />
            <Select
              label="State"
              placeholder="Choose a state"
              data={STATE_OPTIONS}
              searchable
              required
              autoComplete="address-level1"
              nothingFoundMessage="No state matches"
              {...form.getInputProps('state')}
            />
            <TextInput label="ZIP code" inputMode="numeric" autoComplete="postal-code" required {...form.getInputProps('zip')} />
          </SimpleGrid>
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
