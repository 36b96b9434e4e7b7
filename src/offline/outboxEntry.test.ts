import { describe, expect, it } from 'vitest';
import { UNKNOWN_ENDPOINT_MESSAGE } from './outboxEndpoints';
import { DAMAGED_ENTRY_MESSAGE, OTHER_DEVICE_MESSAGE, retryMayHelp } from './outboxEntry';

describe('retryMayHelp', () => {
  it('offers Retry when the refusal was about a state that can change, or the entry waited for the seller', () => {
    expect(retryMayHelp({ message: 'The session is SUBMITTED: books are added only in an OPEN session.', status: 409, errorCode: 107 })).toBe(true);
    expect(retryMayHelp({ message: 'Your Lister subscription is frozen.', status: 403, errorCode: 109 })).toBe(true);
    expect(retryMayHelp({ message: OTHER_DEVICE_MESSAGE })).toBe(true);
  });

  it('does not offer Retry for what the server would refuse the same way again', () => {
    expect(retryMayHelp({ message: 'The marketplace does not list this book.', status: 404, errorCode: 108 })).toBe(false);
    expect(retryMayHelp({ message: 'Buy cost must be at most $10,000.00', status: 400, errorCode: 107 })).toBe(false);
    expect(retryMayHelp({ message: 'Too large', status: 413, errorCode: 113 })).toBe(false);
    expect(retryMayHelp({ message: DAMAGED_ENTRY_MESSAGE })).toBe(false);
    expect(retryMayHelp({ message: UNKNOWN_ENDPOINT_MESSAGE })).toBe(false);
    expect(retryMayHelp({ message: "The server's reply to x was not understood." })).toBe(false);
  });
});
