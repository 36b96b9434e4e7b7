import { isApiError } from '~/api/errors';
import { ErrorCode } from '~/contract';

/**
 * The field a server refusal names, when it names one of `fields`: the server answers a bad field
 * with 107 and a sentence that starts with the field ("phone must be a US phone number…"). The
 * message comes back in the form's words: "Must be a US phone number…".
 */
export function serverFieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!isApiError(error) || error.code !== ErrorCode.VALIDATION_FAILED) return null;
  const field = fields.find((name) => error.message.startsWith(`${name} `));
  if (!field) return null;
  const rest = error.message.slice(field.length + 1).replace(/\.$/, '');
  return { field, message: rest.charAt(0).toUpperCase() + rest.slice(1) };
}
