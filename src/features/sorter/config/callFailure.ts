import { isCallError } from '~/api/errors';

/** A refused or failed call in words for the screen: the server's own sentence when it gave one. */
export function callFailure(error: unknown, fallback: string): string {
  return isCallError(error) ? error.message : fallback;
}
