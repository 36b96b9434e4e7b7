import { Alert, Badge, Group, List, Loader, Progress, Text } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import type { Nsession, OperationProblem } from '~/contract/nsession';
import { FAILURE_ADVICE, OPERATION_LABELS } from './steps';

/**
 * The marketplace's last operation: a working note while it runs (the screen polls), its problems
 * and what to do when it failed, its warnings when it succeeded with some. Only the problems that
 * still hold are shown (useProblemsStillHolding): once the seller has put them all right, the
 * banner goes, and the step's own button sends again.
 */
export function OperationBanner({ session, problems }: { session: Nsession; problems: readonly OperationProblem[] }) {
  const operation = session.operation;
  if (!operation) return null;
  const label = OPERATION_LABELS[operation.kind] ?? operation.kind;
  if (operation.status === 'IN_PROGRESS') {
    return (
      <Alert color="blue" role="status" title={<Group gap="xs"><Loader size="xs" />{label} on the marketplace…</Group>}>
        <Text size="sm">This takes a few seconds; the page follows it on its own.</Text>
        <Progress value={100} animated striped mt="xs" aria-label={`${label} on the marketplace`} />
      </Alert>
    );
  }
  const warnings = problems.filter((problem) => problem.severity === 'WARNING');
  if (operation.status === 'SUCCESS' && warnings.length === 0) return null;
  // Every problem put right since: nothing left to say until the step is sent again.
  if (operation.status === 'FAILED' && operation.problems.length > 0 && problems.length === 0) return null;
  const failed = operation.status === 'FAILED';
  return (
    <Alert
      color={failed ? 'red' : 'yellow'}
      icon={failed ? <IconX size={18} /> : <IconAlertTriangle size={18} />}
      title={failed ? `The marketplace refused: ${label.toLowerCase()}` : `The marketplace has remarks: ${label.toLowerCase()}`}
      role={failed ? 'alert' : 'status'}
    >
      <List size="sm" spacing={4}>
        {problems.map((problem, index) => (
          <List.Item key={index}>
            <Badge size="xs" color={problem.severity === 'ERROR' ? 'red' : 'yellow'} mr={6}>
              {problem.severity === 'ERROR' ? 'Error' : 'Warning'}
            </Badge>
            {problem.message}
          </List.Item>
        ))}
      </List>
      {failed && (
        <Text size="sm" mt="xs" fw={500}>
          {FAILURE_ADVICE[operation.kind] ?? 'Try the step again.'}
        </Text>
      )}
    </Alert>
  );
}
