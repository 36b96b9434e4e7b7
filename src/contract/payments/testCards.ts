/**
 * The card processor is out of Folio's reach, so payments go through one interface with a
 * deterministic simulator behind it (server/payments). These are the simulator's documented test
 * cards: what each does is fixed, so a test or a seller trying Folio knows what will happen. Any
 * expiry date in the future and any three-digit CVC are accepted; any other valid card number
 * behaves like SUCCEEDS.
 */
export const TEST_CARDS = {
  /** Every charge succeeds. */
  SUCCEEDS: '4242424242424242',
  /** Refused when it is added: the bank declines it. */
  DECLINED: '4000000000000002',
  /** Added and charged once without trouble; every later charge (a renewal, a retry) is declined. */
  FAILS_AT_RENEWAL: '4000000000000341',
  /** Every charge waits for the cardholder to confirm it with their bank (payment/subscription/{id}/auth). */
  NEEDS_AUTHENTICATION: '4000002500003155',
  /** Every payment goes through; a refund of one (staff, in the admin area) is refused by the bank. */
  REFUND_REFUSED: '4000000000005126',
} as const;
export type TestCardBehaviour = keyof typeof TEST_CARDS;

/** Luhn's check digit test: a mistyped card number is caught on the field, before anything is sent. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
