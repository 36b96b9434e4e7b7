import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '~/api/errors';
import { ErrorCode } from '~/contract';
import { serverFieldError } from './serverFieldError';

describe("a server refusal naming a form's field", () => {
  it('gives the field and the message in the form’s words', () => {
    const error = new ApiError(ErrorCode.VALIDATION_FAILED, 'currentPassword is not your current password.', 400);
    expect(serverFieldError(error, ['currentPassword', 'newPassword'])).toEqual({ field: 'currentPassword', message: 'Is not your current password' });
  });

  it('is null for another field, another code or no answer at all', () => {
    expect(serverFieldError(new ApiError(ErrorCode.VALIDATION_FAILED, 'zip must be a 5-digit ZIP code.', 400), ['phone'])).toBeNull();
    expect(serverFieldError(new ApiError(ErrorCode.RATE_LIMITED, 'phone too many tries.', 429), ['phone'])).toBeNull();
    expect(serverFieldError(new NetworkError(), ['phone'])).toBeNull();
    // A field whose name starts another's is not mistaken for it.
    expect(serverFieldError(new ApiError(ErrorCode.VALIDATION_FAILED, 'addressLine2 is too long.', 400), ['addressLine1'])).toBeNull();
  });
});
