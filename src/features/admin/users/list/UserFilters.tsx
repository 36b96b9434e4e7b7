import { Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userListQueries } from '~/api/admin/userList';
import { FoldingFilters } from '~/components/FoldingFilters';
import { SearchField } from '~/components/SearchField';
import { PRODUCT_KEYS, PRODUCT_LABELS, SUBSCRIPTION_STATE_LABELS, SUBSCRIPTION_STATE_QUERIES, type AttributeKind } from '~/contract';
import { RangeFields } from './RangeFields';
import { activeFilters, type UsersSearch } from './usersSearch';

interface UserFiltersProps {
  search: UsersSearch;
  /** The filters changed: the list goes back to its first page. */
  onChange(next: Partial<UsersSearch>): void;
}

const PRODUCT_STATES = SUBSCRIPTION_STATE_QUERIES.filter((state) => state !== 'NONE');
const STATUS_OPTIONS = [
  { group: 'Any product', items: SUBSCRIPTION_STATE_QUERIES.map((state) => ({ value: state, label: SUBSCRIPTION_STATE_LABELS[state] })) },
  ...PRODUCT_KEYS.map((product) => ({
    group: PRODUCT_LABELS[product],
    items: PRODUCT_STATES.map((state) => ({ value: `${product}:${state}`, label: `${PRODUCT_LABELS[product]}: ${SUBSCRIPTION_STATE_LABELS[state].toLowerCase()}` })),
  })),
];

/** Any, yes or no: a flag filter. */
function FlagSelect({ label, value, onChange }: { label: string; value: boolean | undefined; onChange(value: boolean | undefined): void }) {
  return (
    <Select
      label={label}
      data={[
        { value: 'any', label: 'Any' },
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ]}
      value={value === undefined ? 'any' : String(value)}
      allowDeselect={false}
      onChange={(next) => onChange(next === 'true' ? true : next === 'false' ? false : undefined)}
    />
  );
}

/** One of customer care's lists (agents, regions, communities), by name. */
function AttributeSelect({ kind, label, value, onChange }: { kind: AttributeKind; label: string; value: number | undefined; onChange(id: number | undefined): void }) {
  const list = useQuery(userListQueries.attributes(kind));
  const options = (list.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.value }));
  // A link may name an entry the list no longer has: it still shows, by its number.
  if (value !== undefined && !options.some((option) => option.value === String(value))) options.push({ value: String(value), label: `#${value}` });
  return (
    <Select
      label={label}
      placeholder="Any"
      data={options}
      value={value === undefined ? null : String(value)}
      clearable
      searchable
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      {...(list.isError ? { error: 'Could not load the list' } : {})}
    />
  );
}

/** Spec 3.7's 20 filters, grouped by what staff ask: who, what they pay for, their stock, listing and care. */
export function UserFilters({ search, onChange }: UserFiltersProps) {
  const range = (low: keyof UsersSearch, high: keyof UsersSearch) => (from: number | undefined, to: number | undefined) => onChange({ [low]: from, [high]: to });
  const statuses = search.subscriptionStatusQueries?.split(',').filter(Boolean) ?? [];
  return (
    <FoldingFilters id="user-filters" active={activeFilters(search).length > 0}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        <Fieldset legend="Seller" variant="filled">
          <SearchField value={search.searchText} placeholder="E-mail, name, company, phone, id" onSearch={(searchText) => onChange({ searchText })} w="100%" />
          <TextInput
            type="date"
            label="Registered on or after"
            value={search.registerDateAfterText ?? ''}
            onChange={(event) => onChange({ registerDateAfterText: event.currentTarget.value || undefined })}
          />
          <SearchField label="Referred by" value={search.referrerUserSearchText} placeholder="Referrer's e-mail, name or company" onSearch={(referrerUserSearchText) => onChange({ referrerUserSearchText })} w="100%" />
          <SimpleGrid cols={2} spacing="xs">
            <FlagSelect label="Affiliate" value={search.isAffiliateUser} onChange={(isAffiliateUser) => onChange({ isAffiliateUser })} />
            <FlagSelect label="Do not contact" value={search.doNotContact} onChange={(doNotContact) => onChange({ doNotContact })} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Subscriptions and billing" variant="filled">
          <MultiSelect
            label="Subscription status"
            placeholder={statuses.length ? undefined : 'Any'}
            data={STATUS_OPTIONS}
            value={statuses}
            searchable
            clearable
            onChange={(values) => onChange({ subscriptionStatusQueries: values.length ? values.join(',') : undefined })}
          />
          <RangeFields label="Paid invoices" kind="count" low={search.invoiceQtyGte} high={search.invoiceQtyLte} onChange={range('invoiceQtyGte', 'invoiceQtyLte')} />
          <RangeFields label="Paid last month" kind="money" low={search.lastMonthGte} high={search.lastMonthLte} onChange={range('lastMonthGte', 'lastMonthLte')} />
        </Fieldset>
        <Fieldset legend="Stock at the latest repricing run" variant="filled">
          <RangeFields label="Non-books" kind="percent" low={search.nonBookPercentageGte} high={search.nonBookPercentageLte} onChange={range('nonBookPercentageGte', 'nonBookPercentageLte')} />
          <RangeFields label="FBA books" kind="percent" low={search.fbaBookPercentageGte} high={search.fbaBookPercentageLte} onChange={range('fbaBookPercentageGte', 'fbaBookPercentageLte')} />
          <RangeFields label="Used books" kind="percent" low={search.usedBookPercentageGte} high={search.usedBookPercentageLte} onChange={range('usedBookPercentageGte', 'usedBookPercentageLte')} />
          <RangeFields
            label="At the global minimum"
            kind="percent"
            low={search.globalMinReachedPercentageGte}
            high={search.globalMinReachedPercentageLte}
            onChange={range('globalMinReachedPercentageGte', 'globalMinReachedPercentageLte')}
          />
        </Fieldset>
        <Fieldset legend="Listing" variant="filled">
          <SimpleGrid cols={2} spacing="xs">
            <FlagSelect label="Two FBA sessions" value={search.hasTwoFbaSession} onChange={(hasTwoFbaSession) => onChange({ hasTwoFbaSession })} />
            <FlagSelect label="Two FBM sessions" value={search.hasTwoFbmSession} onChange={(hasTwoFbmSession) => onChange({ hasTwoFbmSession })} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Customer care" variant="filled">
          <AttributeSelect kind="AGENT" label="Agent" value={search.customerAgentId} onChange={(customerAgentId) => onChange({ customerAgentId })} />
          <AttributeSelect kind="SIMPLE_ADDRESS" label="Simple address" value={search.customerSimpleAddressId} onChange={(customerSimpleAddressId) => onChange({ customerSimpleAddressId })} />
          <AttributeSelect kind="COMMUNITY" label="Community" value={search.customerCommunityId} onChange={(customerCommunityId) => onChange({ customerCommunityId })} />
          <FlagSelect label="Calls or e-mails noted" value={search.hasInteraction} onChange={(hasInteraction) => onChange({ hasInteraction })} />
        </Fieldset>
      </SimpleGrid>
    </FoldingFilters>
  );
}
