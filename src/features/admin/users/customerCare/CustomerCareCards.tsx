import type { UserAccount } from '~/contract';
import { UnsubscribeReasonCard } from '../../customerCare/UnsubscribeReasonCard';
import { UserAttributesCard } from '../../customerCare/UserAttributesCard';
import { UserInteractionsCard } from '../../customerCare/UserInteractionsCard';

/**
 * The place on a user's page for customer care's cards: customer attributes (agent, simple
 * address, community, source), do-not-contact, interactions (calls and e-mail notes) and the
 * unsubscribe reason staff file. Each card goes here as one child of this fragment; the page lays
 * them out in its grid with its own cards. A deleted account keeps its history but takes no change.
 */
export function CustomerCareCards({ account }: { account: UserAccount }) {
  if (account.deletedAt) return null;
  return (
    <>
      <UserAttributesCard userId={account.id} />
      <UnsubscribeReasonCard userId={account.id} />
      <UserInteractionsCard userId={account.id} email={account.email} />
    </>
  );
}
