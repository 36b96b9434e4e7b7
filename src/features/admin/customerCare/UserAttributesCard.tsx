import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { attributeLists, careQueries, useAssignAttribute, useDoNotContact } from '~/api/admin/customerCare';
import { valueListQuery } from '~/api/admin/valueLists';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { ATTRIBUTE_FIELDS, ATTRIBUTE_KINDS, type AttributeKind, type CustomerProfile } from '~/contract';

/** A seller's customer attributes and do-not-contact flag, each saved as it is changed. */
export function UserAttributesCard({ userId }: { userId: number }) {
  const profile = useQuery(careQueries.profile(userId));
  const doNotContact = useDoNotContact(userId);
  return (
    <SectionCard title="Customer attributes" description="Agent, region, community and source; the lists are kept under Customer interactions.">
      <QueryStatus query={profile} what="customer attributes" rows={3} />
      {profile.data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {ATTRIBUTE_KINDS.map((kind) => (
              <AttributeSelect key={kind} userId={userId} kind={kind} profile={profile.data} />
            ))}
          </SimpleGrid>
          <Switch
            label="Do not contact"
            description="Sales do not call or mail this seller"
            checked={profile.data.doNotContact}
            disabled={doNotContact.isPending}
            onChange={(event) => doNotContact.mutate(event.currentTarget.checked)}
          />
        </>
      )}
    </SectionCard>
  );
}

function AttributeSelect({ userId, kind, profile }: { userId: number; kind: AttributeKind; profile: CustomerProfile }) {
  const values = useQuery(valueListQuery(attributeLists[kind]));
  const assign = useAssignAttribute(userId, kind);
  const current = profile[ATTRIBUTE_FIELDS[kind].key];
  const options = (values.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.value }));
  if (current && !options.some((option) => option.value === String(current.id))) options.unshift({ value: String(current.id), label: current.value });
  return (
    <Select
      label={ATTRIBUTE_FIELDS[kind].label}
      placeholder="None"
      clearable
      searchable
      data={options}
      value={current ? String(current.id) : null}
      disabled={assign.isPending}
      onChange={(id) => assign.mutate(id ? Number(id) : null)}
      nothingFoundMessage={`No such ${ATTRIBUTE_FIELDS[kind].noun}`}
    />
  );
}
