import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SectionCard } from '~/components/SectionCard';
import { UNSUBSCRIBE_REASON_LABELS, type UserAccount } from '~/contract';
import { formatDay, formatMoment } from './format';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Who the seller is: contact details, sign-ins, the marketplace account, flags and why they left. */
export function ProfileCard({ account }: { account: UserAccount }) {
  const sellerReasons = account.subscriptions.flatMap((subscription) => (subscription.unsubscribeReason ? [UNSUBSCRIBE_REASON_LABELS[subscription.unsubscribeReason]] : []));
  return (
    <SectionCard title="Profile">
      <Group gap="xs">
        {account.deletedAt && <Badge color="red">Deleted</Badge>}
        {account.disabledAt && <Badge color="orange">Disabled</Badge>}
        {account.flags.isAffiliate && <Badge color="teal">Affiliate</Badge>}
        {account.flags.doNotContact && <Badge color="gray">Do not contact</Badge>}
        {account.flags.internalUser && <Badge color="blue">Internal</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="E-mail">{account.email}</Field>
        <Field label="Name">{`${account.firstName} ${account.lastName}`.trim()}</Field>
        <Field label="Company">{account.companyName}</Field>
        <Field label="Phone">{account.phone}</Field>
        <Field label="Address">{account.address.join(', ')}</Field>
        <Field label="Signed up">{formatDay(account.createdAt)}</Field>
        <Field label="Last sign-in">{formatMoment(account.lastSignInAt)}</Field>
        <Field label="Marketplace seller">
          {account.marketplace.sellerId ? `${account.marketplace.sellerName ?? 'Name not read yet'} (${account.marketplace.sellerId})` : 'Not connected'}
        </Field>
        <Field label="Referred by">
          {account.referredBy && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin-panel/users/$userId" params={{ userId: account.referredBy!.id }} />}>
              {account.referredBy.email}
            </Anchor>
          )}
        </Field>
        <Field label="Unsubscribe reason">
          {[account.unsubscribeReason?.value, ...sellerReasons.map((reason) => `Seller: ${reason}`)].filter(Boolean).join('; ')}
        </Field>
      </SimpleGrid>
    </SectionCard>
  );
}
