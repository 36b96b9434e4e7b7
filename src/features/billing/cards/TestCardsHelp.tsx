import { Anchor, Code, List, Text } from '@mantine/core';
import { TEST_CARDS, type TestCardBehaviour } from '~/contract/payments';
import { groupCardNumber } from './cardForm';

const WHAT_IT_DOES: Record<TestCardBehaviour, string> = {
  SUCCEEDS: 'every payment goes through',
  DECLINED: 'the bank declines it when you add it',
  FAILS_AT_RENEWAL: 'the first payment goes through, every renewal and retry is declined',
  NEEDS_AUTHENTICATION: 'every payment asks you to confirm it with your bank',
  REFUND_REFUSED: 'every payment goes through, a refund of one is refused',
};

/**
 * Folio's payments run on a payment simulator: these are its documented test cards. Any future
 * expiry date and any three-digit CVC work with them.
 */
export function TestCardsHelp({ onUse }: { onUse(number: string): void }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        Payments here go through Folio’s payment simulator, which knows these test cards (any future expiry date, any three-digit CVC):
      </Text>
      <List size="sm" spacing={2} mt={4} aria-label="Test cards">
        {(Object.keys(TEST_CARDS) as TestCardBehaviour[]).map((behaviour) => (
          <List.Item key={behaviour}>
            <Code>{groupCardNumber(TEST_CARDS[behaviour])}</Code>: {WHAT_IT_DOES[behaviour]}.{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => onUse(groupCardNumber(TEST_CARDS[behaviour]))} aria-label={`Use test card ${TEST_CARDS[behaviour]}`}>
              Use
            </Anchor>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
