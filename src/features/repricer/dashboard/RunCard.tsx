import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStartRun } from '~/api/repricer/mutations';
import { isRunMoving, repricerKeys, repricerQueries } from '~/api/repricer/queries';
import { isApiError } from '~/api/errors';
import { SectionCard } from '~/components/SectionCard';
import type { RepricerRun } from '~/contract';

const STATE_WORDS: Record<RepricerRun['state'], { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'gray' },
  RUNNING: { label: 'Running', color: 'blue' },
  PAUSED: { label: 'Paused', color: 'yellow' },
  DONE: { label: 'Done', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The latest repricing run with its progress, and the button that starts one. */
export function RunCard() {
  const latest = useQuery(repricerQueries.latestRun());
  const runId = latest.data?.id ?? 0;
  const run = useQuery({ ...repricerQueries.run(runId), enabled: runId > 0, initialData: latest.data ?? undefined });
  const start = useStartRun();
  const queryClient = useQueryClient();
  const current = run.data ?? latest.data ?? null;
  const moving = isRunMoving(current?.state);

  // When a run settles its results are new: the chart and the lists read them again.
  useEffect(() => {
    if (current && !moving) void queryClient.invalidateQueries({ queryKey: repricerKeys.results() });
  }, [current, moving, queryClient]);

  const unavailable = latest.isError && isApiError(latest.error) && latest.error.status === 404;
  return (
    <SectionCard title="Latest run">
      {latest.isPending && <Text size="sm">Loading the latest run…</Text>}
      {latest.isError && !unavailable && <Alert color="red">The latest run could not be loaded: {latest.error.message}</Alert>}
      {(unavailable || (latest.isSuccess && current === null)) && <Text size="sm" c="dimmed">No repricing run yet.</Text>}
      {current && <RunState run={current} />}
      {start.isError && (
        <Alert color="red" role="alert">
          The run could not be started: {start.error.message}
        </Alert>
      )}
      <Button w="fit-content" leftSection={<IconPlayerPlay size={18} />} loading={start.isPending} disabled={moving} onClick={() => start.mutate()}>
        Reprice now
      </Button>
    </SectionCard>
  );
}

function RunState({ run }: { run: RepricerRun }) {
  const words = STATE_WORDS[run.state];
  const percent = run.total ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={words.color}>{words.label}</Badge>
        <Text size="sm">Started {dateFormat.format(new Date(run.startedAt ?? run.createdAt))}</Text>
        {run.finishedAt && <Text size="sm">· finished {dateFormat.format(new Date(run.finishedAt))}</Text>}
      </Group>
      {isRunMoving(run.state) && (
        <Progress value={percent} animated aria-label={`Run progress: ${run.done} of ${run.total ?? '?'} SKUs`} />
      )}
      <Text size="sm">
        {run.done.toLocaleString('en-US')} of {run.total === null ? 'counting…' : run.total.toLocaleString('en-US')} SKUs priced
      </Text>
      {run.circuitBreaker && (
        <Alert color="yellow" title="Paused by the circuit breaker" role="status">
          {run.circuitBreaker.sharpDrops.toLocaleString('en-US')} SKUs ({run.circuitBreaker.sharePercent.toFixed(1)}% of the run) would have dropped by more than{' '}
          {run.circuitBreaker.dropPercent}% at once, above your limit of {run.circuitBreaker.maxSharePercent}%. No price was changed. Check your rules, or raise
          the limit in the global settings, then reprice again.
        </Alert>
      )}
      {run.error && <Alert color="red">The run failed: {run.error}</Alert>}
    </Stack>
  );
}
