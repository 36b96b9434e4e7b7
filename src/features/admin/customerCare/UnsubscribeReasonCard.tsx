import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { careQueries, reasonList, useFileUnsubscribeReason } from '~/api/admin/customerCare';
import { valueListQuery } from '~/api/admin/valueLists';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';

/** The reason staff file for a seller leaving (the list is kept under Subscription events). */
export function UnsubscribeReasonCard({ userId }: { userId: number }) {
  const profile = useQuery(careQueries.profile(userId));
  const reasons = useQuery(valueListQuery(reasonList));
  const file = useFileUnsubscribeReason(userId);
  const current = profile.data?.unsubscribeReason ?? null;
  const options = (reasons.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.value }));
  if (current && !options.some((option) => option.value === String(current.id))) options.unshift({ value: String(current.id), label: current.value });
  return (
    <SectionCard title="Unsubscribe reason" description="Why the seller left, as staff file it; the seller's own reason shows on each cancelled subscription.">
      <QueryStatus query={profile} what="unsubscribe reason" rows={1} />
      {profile.data && (
        <Select
          label="Reason"
          placeholder="None filed"
          clearable
          data={options}
          value={current ? String(current.id) : null}
          disabled={file.isPending}
          onChange={(id) => file.mutate(id ? Number(id) : null)}
        />
      )}
    </SectionCard>
  );
}
