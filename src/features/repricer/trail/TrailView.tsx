import { Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { LINE_CHECK_LABELS, RESULT_CODE_LABELS, RESULT_STATE_LABELS, type ComparedFigure, type DecisionBounds, type FailureCode, type GuardStep, type LineCheck, type ReasonCode, type ResultCode, type ResultState, type TrailLine } from '~/contract';
import { formatCents } from '~/lib/money';
import { FIELD_LABELS } from '~/components/repricerRules/lineWords';
import { FAILURE_LABELS, GUARD_LABELS, REASON_LABELS } from '~/components/repricerResults/reasonWords';

export interface TrailViewProps {
  lines: readonly TrailLine[];
  guards: readonly GuardStep[];
  reasons: readonly ReasonCode[];
  state: ResultState;
  code: ResultCode;
  failure: FailureCode | null;
  previousPrice: number | null;
  newPrice: number | null;
  /** The bounds the price was held within, with the reference price their defaults rest on; null when not known. */
  bounds?: DecisionBounds | null;
  /** The engine's note: what the lines alone do not show (an invalid line, no offers, a pause). */
  note?: string | null;
  /** Headings sit under the dialog's or the card's own. */
  headingOrder?: 3 | 4;
}

const CHECK_COLORS: Record<LineCheck, string> = { TRUE: 'teal', FALSE: 'gray', SUCCESS: 'green', LINE_SKIPPED: 'gray', FAIL: 'red' };

const figure = (value: number | boolean | null) => (value === null ? 'none' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value.toLocaleString('en-US'));
const comparison = (compared: ComparedFigure) =>
  `${FIELD_LABELS[compared.field] ?? compared.field} ${figure(compared.actual)} ${compared.op} ${figure(compared.bound)}`;

/**
 * "Why this price": each rule line's check with what it compared, the bounds and the reference price
 * they rest on, the guards, the reasons, old → new.
 */
export function TrailView({ lines, guards, reasons, state, code, failure, previousPrice, newPrice, bounds = null, note = null, headingOrder = 3 }: TrailViewProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={700} size="lg" data-testid="trail-price">
          {formatCents(previousPrice)} → {formatCents(newPrice)}
        </Text>
        <Badge variant="light">{RESULT_STATE_LABELS[state]}</Badge>
        <Text size="sm">{RESULT_CODE_LABELS[code] ?? code}</Text>
        {failure && <Text size="sm" c="red.8" fw={600}>{FAILURE_LABELS[failure]} ({failure})</Text>}
      </Group>
      {note && <Text size="xs" c="dimmed" ff="monospace">{note}</Text>}
      <Title order={headingOrder} size="h5">Rule lines</Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">No rule line was tried.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Rule line checks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Check</Table.Th>
              <Table.Th>Compared</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.lineId} data-testid="trail-line">
                <Table.Td ff="monospace">{line.lineId}</Table.Td>
                <Table.Td>
                  <Badge color={CHECK_COLORS[line.check]} variant={line.check === 'SUCCESS' ? 'filled' : 'light'} autoContrast>
                    {LINE_CHECK_LABELS[line.check]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {line.compared.map((compared, at) => (
                      <Text key={at} size="sm" c={compared.holds ? undefined : 'dimmed'}>
                        {comparison(compared)} {compared.holds ? '✓' : '✗'}
                      </Text>
                    ))}
                    {line.note && <Text size="xs" c="dimmed" ff="monospace">{line.note}</Text>}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={headingOrder} size="h5">Guards</Title>
      {bounds && (
        <Text size="sm" data-testid="trail-bounds">
          {GUARD_LABELS.MIN} {formatCents(bounds.min)} · {GUARD_LABELS.GLOBAL_MIN} {formatCents(bounds.globalMin)} · {GUARD_LABELS.MAX} {formatCents(bounds.max)} ·
          reference price {formatCents(bounds.reference)} (percent defaults rest on it; the repricer never moves it)
        </Text>
      )}
      {guards.length === 0 ? (
        <Text size="sm" c="dimmed">No bound applied.</Text>
      ) : (
        <List size="sm">
          {guards.map((step) => (
            <List.Item key={step.guard}>
              {GUARD_LABELS[step.guard]} {formatCents(step.bound)}: {formatCents(step.before)} → {formatCents(step.after)}
              {step.before !== step.after ? ' (clamped)' : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Title order={headingOrder} size="h5">Reasons</Title>
      {reasons.length === 0 ? (
        <Text size="sm" c="dimmed">None.</Text>
      ) : (
        <Group gap={6}>
          {reasons.map((reason) => (
            <Badge key={reason} variant="outline" color="gray" title={reason}>
              {REASON_LABELS[reason]}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
