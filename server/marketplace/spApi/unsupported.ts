import { ErrorCode } from '../../../src/contract';
import { AppError } from '../../http/appError';

/** What the real marketplace offers no call for: a refusal that says so and what to use instead. */
export const unsupported = (what: string, instead: string) =>
  new AppError(422, ErrorCode.MARKETPLACE_REFUSED, `The marketplace offers no call for ${what}. ${instead}`);
