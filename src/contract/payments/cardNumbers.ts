import type { CardBrand } from './methods';

/** The brand a card number's first digits name (the issuer identification ranges). */
export function cardBrand(number: string): CardBrand {
  const firstTwo = Number(number.slice(0, 2));
  const firstFour = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'VISA';
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) return 'MASTERCARD';
  if (firstTwo === 34 || firstTwo === 37) return 'AMEX';
  if (number.startsWith('6011') || number.startsWith('65') || (firstFour >= 6440 && firstFour <= 6499)) return 'DISCOVER';
  return 'OTHER';
}

/**
 * How many digits each brand's numbers have. Luhn's check alone lets a number cut short pass (a
 * Visa card's first 12 digits can), so the length is checked against the brand its digits name.
 */
const NUMBER_LENGTHS: Record<CardBrand, readonly number[]> = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  AMEX: [15],
  DISCOVER: [16, 17, 18, 19],
  OTHER: [12, 13, 14, 15, 16, 17, 18, 19],
};

const A_BRAND_NUMBER: Record<CardBrand, string> = {
  VISA: 'a Visa card number',
  MASTERCARD: 'a Mastercard number',
  AMEX: 'an American Express card number',
  DISCOVER: 'a Discover card number',
  OTHER: 'a card number',
};

const inWords = (lengths: readonly number[]) =>
  lengths.length === 1 ? String(lengths[0]) : `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;

/** Why these digits cannot be a card number of their brand, or null when their length fits it. */
export function cardLengthProblem(digits: string): string | null {
  const brand = cardBrand(digits);
  const lengths = NUMBER_LENGTHS[brand];
  if (lengths.includes(digits.length)) return null;
  return `has ${digits.length} digits: ${A_BRAND_NUMBER[brand]} has ${brand === 'OTHER' ? '12 to 19' : inWords(lengths)}`;
}
