import type { CardBrand, PaymentMethod } from '~/contract/payments/methods';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  OTHER: 'Card',
};

/** "Visa ending 4242": how a card is named everywhere, never with more of its number. */
export const cardName = (card: Pick<PaymentMethod, 'brand' | 'last4'>) => `${CARD_BRAND_LABELS[card.brand]} ending ${card.last4}`;

/** 04/2031: the expiry as printed on the card, with the whole year. */
export const cardExpiry = (card: Pick<PaymentMethod, 'expMonth' | 'expYear'>) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
