import { isApiError } from '~/api/errors';
import type { SorterFileError } from '~/contract/sorter';

const PREFIX = 'file has errors: ';

/**
 * A file the server refused, mistake by mistake. Its 400 says them in one sentence ("file has
 * errors: Line 3: gate must be …; Line 5: …"), the shape the server's rules import writes; read
 * back, they show like the mistakes found before sending. Null for any other failure.
 */
export function refusedFileErrors(error: unknown): SorterFileError[] | null {
  if (!isApiError(error) || error.status !== 400 || !error.message.startsWith(PREFIX)) return null;
  return error.message
    .slice(PREFIX.length)
    .replace(/\.$/, '')
    .split(/; (?=Line \d+: |[A-Z])/)
    .map((message) => ({ line: Number(/^Line (\d+): /.exec(message)?.[1] ?? 0), message: `${message}.`.replace(/\.\.$/, '.') }));
}

/** A file name from what the seller named the section: letters, digits and dashes. */
export function fileSlug(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section';
}
