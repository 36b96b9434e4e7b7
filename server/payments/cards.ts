import { TEST_CARDS, type TestCardBehaviour } from '../../src/contract';

/** What the simulator does with a card: the test card's behaviour, SUCCEEDS for any other number. */
export function cardBehaviour(number: string): TestCardBehaviour {
  const found = (Object.entries(TEST_CARDS) as [TestCardBehaviour, string][]).find(([, testNumber]) => testNumber === number);
  return found?.[0] ?? 'SUCCEEDS';
}

/** A card is good through the last day of its expiry month (UTC). */
export function hasExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + (now.getUTCMonth() + 1);
}

/** The field an expired card is refused on, and why. */
export function expiryRefusal(card: { expMonth: number; expYear: number }, now: Date): Record<string, string> {
  const when = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
  const field = card.expYear < now.getUTCFullYear() ? 'expYear' : 'expMonth';
  return { [field]: `shows a card that expired at the end of ${when}: use a card that is still valid` };
}
