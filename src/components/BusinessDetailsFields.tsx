import { Select, SimpleGrid, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { US_STATES } from '~/contract';
import { formatUsPhone } from '~/lib/phoneFormat';

const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }));

/**
 * The states a typed text names, the likeliest first: the one whose code it is ("OR"), then those
 * whose name starts with it, then those whose name holds it. The first is the one Enter or Tab
 * takes, so "or" gives Oregon, not California.
 */
export const stateFilter: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase();
  const items = options as ComboboxItem[];
  if (typed === '') return items;
  const rank = (item: ComboboxItem) => {
    const name = item.label.toLowerCase();
    if (item.value.toLowerCase() === typed) return 0;
    if (name.startsWith(typed)) return 1;
    return name.includes(typed) ? 2 : 3;
  };
  return items.filter((item) => rank(item) < 3).sort((a, b) => rank(a) - rank(b));
};

/** The fields every form that holds a seller's business details has, as the contract names them. */
export interface BusinessDetails {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * A seller's name, business, phone and US address, laid out as registration and the profile show
 * them; the phone is formatted as it is typed.
 */
export function BusinessDetailsFields<Values extends BusinessDetails>({ form }: { form: UseFormReturnType<Values> }) {
  // Mantine's form types its paths per Values; the fields here exist on every Values this takes.
  const fields = form as unknown as UseFormReturnType<BusinessDetails>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="First name" autoComplete="given-name" required {...fields.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" required {...fields.getInputProps('lastName')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Business name" autoComplete="organization" required {...fields.getInputProps('companyName')} />
        <TextInput
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(415) 555-0132"
          required
          {...fields.getInputProps('phone')}
          onChange={(event) => fields.setFieldValue('phone', formatUsPhone(event.currentTarget.value))}
        />
      </SimpleGrid>
      <TextInput label="Street address" autoComplete="address-line1" required {...fields.getInputProps('addressLine1')} />
      <TextInput label="Apartment, suite, unit" description="Optional" autoComplete="address-line2" {...fields.getInputProps('addressLine2')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label="City" autoComplete="address-level2" required {...fields.getInputProps('city')} />
        <Select
          label="State"
          placeholder="Choose a state"
          data={STATE_OPTIONS}
          searchable
          filter={stateFilter}
          // Typing a state is choosing it: the best match is highlighted, and Enter or Tab takes it.
          selectFirstOptionOnChange
          autoSelectOnBlur
          // Tabbing through a chosen state must not take it away: a state is required.
          allowDeselect={false}
          required
          autoComplete="address-level1"
          nothingFoundMessage="No state matches"
          {...fields.getInputProps('state')}
        />
        <TextInput label="ZIP code" inputMode="numeric" autoComplete="postal-code" required {...fields.getInputProps('zip')} />
      </SimpleGrid>
    </>
  );
}
