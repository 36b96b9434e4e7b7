import { describe, expect, it } from 'vitest';
import { charge, failedRenewal, subscription } from '~/testing/billingFixtures';
import { chargeOutcome, withLocalStatus } from './chargeOutcome';

describe('a charge’s reply, read the spec 4 way', () => {
  it('sets ACTIVE after a retry the processor paid (Usage Restored, when the server has unfrozen it)', () => {
    const restored = chargeOutcome('retry', charge({ subscription: subscription({ status: 'ACTIVE', usable: true }) }));
    expect(restored).toMatchObject({ kind: 'done', subscription: { status: 'ACTIVE', usable: true } });
  });

  it('reports a retry answered PAYMENT_FAILED, in the processor’s words', () => {
    const outcome = chargeOutcome('retry', charge({ subscription: failedRenewal(), reason: 'PAYMENT_FAILED', message: 'Insufficient funds.' }));
    expect(outcome).toMatchObject({ kind: 'failed', message: 'The payment did not go through: Insufficient funds.' });
    expect(outcome.subscription.status).toBe('ACTIVE');
  });

  it('reports a retry whose subscription stays FROZEN, taking the words from the subscription when the reply has none', () => {
    const frozen = failedRenewal({ status: 'FROZEN', usable: false });
    expect(chargeOutcome('retry', charge({ subscription: frozen }))).toMatchObject({
      kind: 'failed',
      message: 'The payment did not go through: Your card was declined.',
    });
  });

  it('sets ACTIVE after a resume, and waits for the bank without failing when it asks', () => {
    expect(chargeOutcome('resume', charge({ subscription: subscription({ status: 'UNSUBSCRIBED' }) }))).toMatchObject({
      kind: 'done',
      subscription: { status: 'ACTIVE' },
    });
    expect(chargeOutcome('subscribe', charge({ reason: 'AUTHENTICATION_REQUIRED' })).kind).toBe('needs-authentication');
  });

  it('replaces one subscription in the list with the status the call sets locally', () => {
    const other = subscription({ id: 22 });
    const list = withLocalStatus([subscription(), other], subscription({ paidThrough: null }), 'UNSUBSCRIBED');
    expect(list.map((each) => [each.id, each.status, each.paidThrough])).toEqual([
      [21, 'UNSUBSCRIBED', null],
      [22, 'ACTIVE', other.paidThrough],
    ]);
  });
});
