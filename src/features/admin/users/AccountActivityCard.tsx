import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { activityQueries } from '~/api/admin/activities';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { ActivityTable } from '../activities/ActivityTable';

/** What staff did to this account, newest first; the whole history on the activity screen. */
export function AccountActivityCard({ userId }: { userId: number }) {
  const activity = useQuery(activityQueries.list({ userId, actor: 'STAFF', pageSize: 20 }));
  return (
    <SectionCard
      title="Account activity"
      description={
        <>
          What staff did to this account. Everything the seller did too:{' '}
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin-panel/user-activities" search={{ user: String(userId), actor: 'ALL' }} />}>
            the full activity
          </Anchor>
          .
        </>
      }
    >
      <QueryStatus query={activity} what="account activity" rows={3} />
      {activity.data?.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Staff have not changed this account.
        </Text>
      )}
      {activity.data && activity.data.items.length > 0 && <ActivityTable items={activity.data.items} showSeller={false} label="Staff actions on this account" />}
    </SectionCard>
  );
}
