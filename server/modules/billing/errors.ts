import { ErrorCode } from '../../../src/contract';
import { AppError } from '../../http/appError';

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
