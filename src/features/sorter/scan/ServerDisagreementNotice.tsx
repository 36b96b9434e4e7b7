import { Alert, Button, List, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { gateNumber } from '~/contract/sorter';
import { chosenBy } from './decisionWords';
import { acknowledgeDisagreements, type Disagreement } from './scanLog';

const books = (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`;

/**
 * Scans the server, once it received them, would have sent to another gate (a book decided
 * offline without its catalog entry, or from a catalog older than the server's data): those books
 * sit in the wrong bin, so each is listed with both gates until the seller says they have seen them.
 */
export function ServerDisagreementNotice({ disagreements }: { disagreements: readonly Disagreement[] }) {
  if (disagreements.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconArrowsExchange size={20} />}
      title={`${books(disagreements.length)} decided differently by the server`}
      data-testid="server-disagreements"
    >
      <List size="sm" spacing={2} mb="xs">
        {disagreements.map((disagreement) => (
          <List.Item key={disagreement.scanId}>
            {disagreement.code}: shown gate {gateNumber(disagreement.shownGate)}, the server chose gate {gateNumber(disagreement.server.gate)} (
            {chosenBy(disagreement.server)})
          </List.Item>
        ))}
      </List>
      <Text size="sm" mb="xs">
        Take these books from their bins and scan them again.
      </Text>
      <Button size="compact-md" variant="light" color="orange" onClick={acknowledgeDisagreements}>
        Got it
      </Button>
    </Alert>
  );
}
