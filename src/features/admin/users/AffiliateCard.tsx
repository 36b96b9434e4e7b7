import { Anchor, Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAssignAffiliate, userAccountQueries, useSetAffiliateFlag } from '~/api/admin/userAccount';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import type { UserAccount } from '~/contract';
import { formatDay } from './format';

/** Whether the seller is an affiliate, the sellers who came through them, and assigning one more. */
export function AffiliateCard({ account }: { account: UserAccount }) {
  const referred = useQuery(userAccountQueries.affiliateUsers(account.id));
  const flag = useSetAffiliateFlag(account.id);
  const assign = useAssignAffiliate(account.id);
  const [referredId, setReferredId] = useState<number | string>('');
  const deleted = account.deletedAt !== null;

  return (
    <SectionCard title="Affiliate links">
      <Switch
        label="Affiliate (earns a commission on the sellers they refer)"
        checked={account.flags.isAffiliate}
        disabled={deleted || flag.isPending}
        onChange={(event) => flag.mutate(event.currentTarget.checked)}
      />
      <QueryStatus query={referred} what="referred sellers" />
      {referred.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody came through this seller yet.
        </Text>
      )}
      {referred.data && referred.data.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Referred sellers">
          {referred.data.map((user) => (
            <Group key={user.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin-panel/users/$userId" params={{ userId: user.id }} />} style={{ wordBreak: 'break-all' }}>
                {user.deletedAt ? `Deleted seller #${user.id}` : user.email}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDay(user.createdAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {!deleted && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typeof referredId === 'number') assign.mutate(referredId, { onSuccess: () => setReferredId('') });
          }}
        >
          <Group align="flex-end" gap="xs">
            <NumberInput
              label="Referred seller's user id"
              description="Counts them as referred by this seller"
              value={referredId}
              onChange={setReferredId}
              min={1}
              allowDecimal={false}
              hideControls
              w={{ base: '100%', xs: 280 }}
            />
            <Button type="submit" variant="light" loading={assign.isPending} disabled={typeof referredId !== 'number'}>
              Assign
            </Button>
          </Group>
        </form>
      )}
    </SectionCard>
  );
}
