import { Button, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { isApiError } from '~/api/errors';

export interface RecordNotFoundProps {
  /** The record as the seller knows it: "Listing session 9999". */
  record: string;
  /** Its list, where the seller goes on from here. */
  backTo: LinkProps['to'];
  backParams?: LinkProps['params'];
  backLabel: string;
}

/** The server answered 404 for the record the address names: nothing to retry, only a way back. */
export const isMissingRecord = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * An address whose record does not exist (deleted, mistyped, or another seller's: the server
 * answers the same 404 for all three). It names the record and links back to its list, instead
 * of a "Try again" that would get the same answer.
 */
export function RecordNotFound({ record, backTo, backParams, backLabel }: RecordNotFoundProps) {
  return (
    <Paper withBorder p="xl" radius="lg" maw={640} data-testid="record-not-found">
      <ThemeIcon size="xl" radius="md" variant="light" color="gray" mb="md">
        <IconSearchOff size={24} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3" mb="xs">
        {record} was not found
      </Title>
      <Text c="dimmed" mb="md">
        It may have been deleted, or the address is mistyped.
      </Text>
      <Button
        variant="light"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        renderRoot={(props) => <Link {...props} to={backTo} params={backParams as never} />}
      >
        {backLabel}
      </Button>
    </Paper>
  );
}
