import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, type ClaimStatus, type ReimbursementPage } from '~/contract';
import { formatCents } from '~/lib/money';
import { plural } from '~/lib/plural';
import { STATUS_COLORS } from './lossWords';
import classes from './StatusTotals.module.css';

interface StatusTotalsProps {
  page: Pick<ReimbursementPage, 'totals' | 'expiringSoon'>;
  /** The status the report is filtered to when it is exactly one. */
  selected: ClaimStatus | null;
  onSelect(status: ClaimStatus | null): void;
}

function figureOf(page: StatusTotalsProps['page'], status: ClaimStatus): { main: string; note: string } {
  const total = page.totals[status];
  const losses = plural(total.count, 'loss', 'losses');
  switch (status) {
    case 'ELIGIBLE':
      return { main: formatCents(total.value), note: page.expiringSoon > 0 ? `${losses}, ${page.expiringSoon} ending within a week` : losses };
    case 'REIMBURSED':
      return { main: formatCents(total.amount), note: `${losses} paid` };
    case 'CLAIMED':
      return { main: formatCents(total.value), note: `${losses} awaiting a decision` };
    default:
      return { main: formatCents(total.value), note: `${losses} not paid` };
  }
}

/** The whole ledger by status; a card filters the report to its status, pressed again it clears. */
export function StatusTotals({ page, selected, onSelect }: StatusTotalsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="status-totals">
      {CLAIM_STATUSES.map((status) => {
        const figure = figureOf(page, status);
        return (
          <UnstyledButton
            key={status}
            className={classes.card}
            data-color={STATUS_COLORS[status]}
            aria-pressed={selected === status}
            onClick={() => onSelect(selected === status ? null : status)}
            data-testid={`total-${status}`}
          >
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {CLAIM_STATUS_LABELS[status]}
            </Text>
            <Text size="lg" fw={700}>
              {figure.main}
            </Text>
            <Text size="xs" c="dimmed">
              {figure.note}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
