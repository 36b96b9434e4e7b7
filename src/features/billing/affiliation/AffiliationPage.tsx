import { Button, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconShare, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { billingQueries } from '~/api/billing/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { Currency } from '~/contract/currencies';
import type { ReferredUser } from '~/contract/payments';
import { formatMoney } from '~/contract/currencies';
import { formatDay } from '~/lib/dates';

/** Amounts per currency, never added across currencies: "$12.00 · €4.80". */
const perCurrency = (amounts: { currency: Currency; cents: number }[]) =>
  amounts.length === 0 ? formatMoney(0, 'USD') : amounts.map(({ currency, cents }) => formatMoney(cents, currency)).join(' · ');

/** account/affiliation: the seller's referral link and the sellers who signed up with it. */
export function AffiliationPage() {
  const query = useQuery(billingQueries.affiliation());
  const affiliation = query.data;
  const link = affiliation ? new URL(affiliation.referralPath, window.location.origin).href : '';
  return (
    <Stack gap="lg">
      <SectionCard
        title="Your referral link"
        icon={<IconShare size={20} />}
        description={
          affiliation
            ? `Sellers who sign up with this link are yours: you earn ${affiliation.sharePercent}% of every invoice they pay, in the currency they pay in.`
            : undefined
        }
      >
        <QueryStatus query={query} what="referral link" rows={1} />
        {affiliation && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput label="Referral link" value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button onClick={copy} color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      </SectionCard>
      {affiliation && (
        <SectionCard title="Sellers you referred" icon={<IconUsers size={20} />}>
          <Text size="sm">
            Earned so far:{' '}
            <strong data-testid="affiliation-earned">
              {perCurrency(affiliation.earned.map((each) => ({ currency: each.currency, cents: each.earnedCents })))}
            </strong>
          </Text>
          {affiliation.referred.length === 0 ? (
            <Text size="sm" c="dimmed">No one has signed up with your link yet. Share it with sellers you know: what they pay earns you your share from their first invoice.</Text>
          ) : (
            <ReferredTable referred={affiliation.referred} />
          )}
        </SectionCard>
      )}
    </Stack>
  );
}

function ReferredTable({ referred }: { referred: ReferredUser[] }) {
  return (
    <ResponsiveTable minWidth={600} aria-label="Referred sellers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Seller</Table.Th>
          <Table.Th>Joined</Table.Th>
          <Table.Th>Active subscriptions</Table.Th>
          <Table.Th>They paid</Table.Th>
          <Table.Th>You earned</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {referred.map((user, index) => (
          <Table.Tr key={`${user.displayName}-${user.joinedAt}-${index}`} aria-label={user.displayName}>
            <Cell kind="main">{user.displayName}</Cell>
            <Cell label="Joined">{formatDay(user.joinedAt)}</Cell>
            <Cell label="Active subscriptions">{user.activeSubscriptions}</Cell>
            <Cell label="They paid">{perCurrency(user.earned.map((each) => ({ currency: each.currency, cents: each.paidCents })))}</Cell>
            <Cell label="You earned">{perCurrency(user.earned.map((each) => ({ currency: each.currency, cents: each.earnedCents })))}</Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
