import { cardDetailsSchema } from '~/contract/payments/methods';
import type { CardForProcessor } from '~/api/billing/processor';
import { zodFormValidator } from '~/lib/zodForm';

/** What the seller types, as typed: every field is text until it is checked. */
export interface CardFormValues {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  holderName: string;
}

export const emptyCard: CardFormValues = { number: '', expMonth: '', expYear: '', cvc: '', holderName: '' };

/** A blank month or year is a wrong one, not a zero: the schema's own message then says what is expected. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function cardOf(values: CardFormValues): CardForProcessor {
  return {
    number: values.number.replace(/[\s-]/g, ''),
    expMonth: whole(values.expMonth),
    expYear: whole(values.expYear),
    cvc: values.cvc.trim(),
    holderName: values.holderName.trim(),
  };
}

const schemaErrors = zodFormValidator(cardDetailsSchema);

/**
 * The card checked before anything is sent: the processor's own rules (Luhn's check digit, the
 * month, the year, the CVC, the name) and, since a card works through the last day of its expiry
 * month, that this month is not past on `today`.
 */
export function validateCard(values: CardFormValues, today: Date = new Date()): Record<string, string> {
  const card = cardOf(values);
  const errors = schemaErrors(card);
  if (!errors.expMonth && !errors.expYear) {
    const thisMonth = today.getFullYear() * 12 + today.getMonth();
    if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) errors.expYear = 'The card has expired: check the month and year on its front';
  }
  return errors;
}

/** 4242 4242 4242 4242: groups of four as the seller types, as printed on most cards. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
