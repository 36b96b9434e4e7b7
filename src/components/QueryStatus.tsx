import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isMissingRecord, RecordNotFound, type RecordNotFoundProps } from './RecordNotFound';

interface QueryStatusProps {
  query: UseQueryResult<unknown>;
  what: string;
  rows?: number;
  /** The record the address names: a 404 then says it was not found and links back, with no retry. */
  missing?: RecordNotFoundProps;
}

/**
 * What a card shows before its data is there: a skeleton while loading, a calm note when the
 * device is offline (the query waits for the network), or the failure with a way to retry.
 */
export function QueryStatus({ query, what, rows = 2, missing }: QueryStatusProps) {
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <Alert color="gray" icon={<IconWifiOff size={18} />}>
        You are offline. Your {what} will load when the connection returns.
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-label={`Loading your ${what}`}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={24} />
        ))}
      </Stack>
    );
  }
  if (query.isError && missing && isMissingRecord(query.error)) return <RecordNotFound {...missing} />;
  if (query.isError) {
    return (
      <Alert color="red" title={`Your ${what} could not be loaded`}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return null;
}
