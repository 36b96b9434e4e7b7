import { ErrorCode, IDEMPOTENCY_KEY_HEADER, formatMoney, type Currency } from '../../../src/contract';
import { AppError, invalidInput } from '../../http/appError';

/** Why a refund is refused before the processor is asked, each in words staff act on. */

export const keyRequired = () => invalidInput(`A refund needs an ${IDEMPOTENCY_KEY_HEADER}, so that sending it again can never refund twice.`);

export const keyReusedForOtherRefund = () =>
  new AppError(422, ErrorCode.VALIDATION_FAILED, `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different refund; send a new key with each new refund.`);

export const notPaid = (number: string, status: string) =>
  new AppError(409, ErrorCode.VALIDATION_FAILED, `Invoice ${number} is ${status.toLowerCase()}, not paid: only a paid invoice can be refunded.`);

export const paidOutsideProcessor = (number: string) =>
  new AppError(
    409,
    ErrorCode.VALIDATION_FAILED,
    `Invoice ${number} was not paid by card through Folio (it was marked paid by staff): refund it the way it was paid.`,
  );

export const overRefund = (left: number, currency: string, number: string) =>
  invalidInput(`amountCents is more than the ${formatMoney(left, currency as Currency)} left to refund on invoice ${number}.`);
