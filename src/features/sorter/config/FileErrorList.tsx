import { Alert, List } from '@mantine/core';
import type { SorterFileError } from '~/contract/sorter';

/** Every mistake in a file, each with its line, and the promise that nothing of it was taken. */
export function FileErrorList({ fileName, errors, refusedBy }: { fileName: string; errors: readonly SorterFileError[]; refusedBy: 'check' | 'server' }) {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  return (
    <Alert color="red" role="alert" title={`${fileName}: ${count}, nothing imported`} data-testid="file-errors">
      {refusedBy === 'server' ? 'Folio refused the file. ' : ''}Fix these lines and choose the file again.
      <List size="sm" mt="xs" spacing={2}>
        {errors.map((error, index) => (
          <List.Item key={index}>{error.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
