import { ErrorCode, IDEMPOTENCY_KEY_HEADER } from '../../../src/contract';
import { AppError, invalidInput } from '../../http/appError';

/** Billing's refusals, each with the sentence the seller reads (the client turns them into `false`, spec 8.4). */

export const paymentDeclined = (message: string) => new AppError(402, ErrorCode.PAYMENT_DECLINED, message);

export const paymentMethodRequired = () =>
  new AppError(409, ErrorCode.PAYMENT_METHOD_REQUIRED, 'Add a card first: this payment needs a payment method.');

export const subscriptionState = (message: string) => new AppError(409, ErrorCode.SUBSCRIPTION_STATE, message);

export const cardTokenInvalid = () =>
  new AppError(
    400,
    ErrorCode.CARD_TOKEN_INVALID,
    'The card processor does not know this card token: it may have expired or been used already. Enter the card again.',
  );

/**
 * A write sent with an Idempotency-Key runs in one transaction with its key (http/idempotency.ts):
 * a charge made inside it would vanish from Folio's records if that transaction rolled back, while
 * the card stayed charged. Charging calls record each attempt before the processor is asked
 * instead, and refuse a repeat by the subscription's state; the screens send them without a key.
 */
export function refuseSingleTransaction(headers: Record<string, unknown>) {
  if (headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] !== undefined) {
    throw invalidInput(`A payment is made without an ${IDEMPOTENCY_KEY_HEADER}: each charge is recorded before the card is charged, so a repeat never charges twice.`);
  }
}
