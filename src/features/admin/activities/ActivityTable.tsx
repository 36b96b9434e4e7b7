import { Anchor, Badge, Code, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { Activity } from '~/contract';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A staff action's changes are JSON; shown as written, in a code style, so nothing is lost in rewording. Long JSON breaks anywhere: in a table cell only that lets the column shrink to a phone's width. */
function Detail({ activity }: { activity: Activity }) {
  if (activity.kind !== 'STAFF_ACTION') return <Text size="sm">{activity.detail}</Text>;
  return activity.detail === '{}' ? null : (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {activity.detail}
    </Code>
  );
}

/** A staff action's code (CUSTOMER_ATTRIBUTE_SET) as words (Customer attribute set): read by people, and it wraps on a phone. */
function actionWords(activity: Activity): string {
  if (activity.kind !== 'STAFF_ACTION') return activity.action;
  const words = activity.action.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What sellers did and what staff did to accounts, one row each, newest first. `showSeller` false on a seller's own page. */
export function ActivityTable({ items, showSeller = true, label }: { items: Activity[]; showSeller?: boolean; label: string }) {
  return (
    <ResponsiveTable minWidth={showSeller ? 820 : 640} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          {showSeller && <Table.Th>Seller</Table.Th>}
          <Table.Th>By</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Detail</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((activity) => (
          <Table.Tr key={activity.id}>
            <Cell label="When" kind="main">
              {when.format(new Date(activity.at))}
            </Cell>
            {showSeller && (
              // In a card (a phone), the address and the detail take a line each; flex-basis means nothing to a table cell.
              <Cell label="Seller" style={{ flexBasis: '100%', wordBreak: 'break-all' }}>
                {activity.userId === null ? (
                  <Text size="sm" c="dimmed">
                    Shared list
                  </Text>
                ) : (
                  <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin-panel/users/$userId" params={{ userId: activity.userId! }} />}>
                    {activity.userEmail ?? `#${activity.userId}`}
                  </Anchor>
                )}
              </Cell>
            )}
            <Cell label="By">
              {activity.actor === 'STAFF' ? (
                <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
                  {activity.staffEmail ?? 'Staff'}
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  Seller
                </Badge>
              )}
            </Cell>
            <Cell label="What" style={{ overflowWrap: 'anywhere' }}>
              {actionWords(activity)}
            </Cell>
            <Cell label="Detail" style={{ flexBasis: '100%' }}>
              <Detail activity={activity} />
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
