import { ErrorCode } from '../../src/contract';

/** An error the client should see: an HTTP status, a catalogue code and a sentence for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) =>
  new AppError(404, ErrorCode.NOT_FOUND, `${what} was not found.`);

export const invalidInput = (message: string) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, message);

export const tokenExpired = () =>
  new AppError(401, ErrorCode.TOKEN_EXPIRED, 'Your session has expired. Please sign in again.');
