import { Alert, List, Text } from '@mantine/core';
import type { LineError } from '~/contract/inventory';
import { formatCount } from '~/lib/numberText';

/** Errors shown; a file with more says how many more there are. */
const SHOWN = 500;

const problems = (count: number) => (count === 1 ? '1 problem' : `${formatCount(count)} problems`);

/** Every mistake of a file, each with its line, and the promise that nothing of it was taken. */
export function LineErrorList({ fileName, errors, errorCount, by }: { fileName: string; errors: readonly LineError[]; errorCount: number; by: 'browser' | 'server' }) {
  const hidden = errorCount - Math.min(errors.length, SHOWN);
  return (
    <Alert color="red" role="alert" title={`${fileName}: ${problems(errorCount)}, nothing imported`} data-testid="file-errors">
      {by === 'server' ? 'Folio checked the file against your stock and refused it. ' : ''}Fix these lines and choose the file again.
      <List size="sm" mt="xs" spacing={2} data-testid="file-error-lines">
        {errors.slice(0, SHOWN).map((error, index) => (
          <List.Item key={index}>{error.message}</List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="sm" mt="xs">
          …and {problems(hidden)} more.
        </Text>
      )}
    </Alert>
  );
}
