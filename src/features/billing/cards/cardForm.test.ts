import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '~/contract/payments';
import { cardOf, groupCardNumber, validateCard, type CardFormValues } from './cardForm';

const today = new Date(2026, 10, 27);
const good: CardFormValues = { number: '4242 4242 4242 4242', expMonth: '4', expYear: '2031', cvc: '123', holderName: 'Morgan Lee' };

describe('a card checked before it is sent', () => {
  it('passes a valid card, typed with spaces, and sends only digits', () => {
    expect(validateCard(good, today)).toEqual({});
    expect(cardOf(good)).toEqual({ number: TEST_CARDS.SUCCEEDS, expMonth: 4, expYear: 2031, cvc: '123', holderName: 'Morgan Lee' });
  });

  it('names each wrong field', () => {
    expect(validateCard({ number: '4242 4242 4242 4241', expMonth: '13', expYear: '31', cvc: '12', holderName: ' ' }, today)).toEqual({
      number: 'Is not a valid card number: check the digits',
      expMonth: 'Must be a month from 1 to 12',
      expYear: 'Must be a four-digit year',
      cvc: 'Must be the 3 or 4 digits on the back of the card',
      holderName: 'Is required',
    });
    expect(validateCard({ ...good, expMonth: '', expYear: 'soon' }, today)).toMatchObject({
      expMonth: 'Must be a month from 1 to 12',
      expYear: 'Must be a four-digit year',
    });
  });

  it('checks the number’s length against its brand: 12 digits pass Luhn’s check but are no Visa card', () => {
    expect(validateCard({ ...good, number: '4242 4242 4242' }, today)).toEqual({ number: 'Has 12 digits: a Visa card number has 13, 16 or 19' });
    expect(validateCard({ ...good, number: '3782 8224 6310 0050' }, today)).toEqual({ number: 'Has 16 digits: an American Express card number has 15' });
    expect(validateCard({ ...good, number: '4222222222222' }, today)).toEqual({});
    expect(validateCard({ ...good, number: '378282246310005' }, today)).toEqual({});
    expect(validateCard({ ...good, number: '5555 5555 5555 4444' }, today)).toEqual({});
  });

  it('refuses a card whose expiry month is over, and takes one that expires this month', () => {
    expect(validateCard({ ...good, expMonth: '10', expYear: '2026' }, today)).toEqual({
      expYear: 'The card has expired: check the month and year on its front',
    });
    expect(validateCard({ ...good, expMonth: '11', expYear: '2026' }, today)).toEqual({});
  });

  it('groups the digits in fours as they are typed', () => {
    expect(groupCardNumber('4000002500003155')).toBe('4000 0025 0000 3155');
    expect(groupCardNumber('4000-00')).toBe('4000 00');
  });
});
