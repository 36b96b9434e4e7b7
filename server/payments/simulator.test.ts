import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/contract';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';
import type { PaymentProcessor } from './processor';
import { SIMULATOR_MESSAGES, createSimulatedProcessor } from './simulator';
import { REFUND_MESSAGES } from './simulatorRefunds';

let database: DatabaseHandle;
let now = new Date('2026-03-10T12:00:00Z');
let processor: PaymentProcessor;

beforeAll(async () => {
  database = await openTestDatabase();
  processor = createSimulatedProcessor({ db: database.db, clock: () => now });
});
afterAll(() => database.close());

let keys = 0;
const key = () => `test-key-${(keys += 1)}`;

/** A test card tokenised and attached: its method reference. */
async function methodFor(number: string, expYear = 2028): Promise<string> {
  const token = await processor.tokenise({ number, expMonth: 6, expYear, cvc: '123', holderName: 'Pat Doe' });
  if (!token.ok) throw new Error('refused');
  const attached = await processor.attach(token.card.token);
  if (attached.outcome !== 'attached') throw new Error(attached.outcome);
  return attached.methodRef;
}

const charge = (methodRef: string, idempotencyKey = key(), amountCents = 3900) =>
  processor.charge({ methodRef, amountCents, currency: 'USD', idempotencyKey, description: 'test' });

describe('the simulator’s test cards', () => {
  it('SUCCEEDS: every charge succeeds', async () => {
    const method = await methodFor(TEST_CARDS.SUCCEEDS);
    for (let i = 0; i < 3; i++) expect(await charge(method)).toMatchObject({ outcome: 'succeeded', chargeRef: expect.stringMatching(/^ch_sim_/) });
  });

  it('DECLINED: tokenised, then declined by its bank when attached', async () => {
    const token = await processor.tokenise({ number: TEST_CARDS.DECLINED, expMonth: 6, expYear: 2028, cvc: '123', holderName: 'Pat Doe' });
    expect(token.ok).toBe(true);
    expect(await processor.attach((token as { card: { token: string } }).card.token)).toEqual({ outcome: 'declined', message: SIMULATOR_MESSAGES.declinedCard });
  });

  it('FAILS_AT_RENEWAL: the first charge succeeds, every later one is declined', async () => {
    const method = await methodFor(TEST_CARDS.FAILS_AT_RENEWAL);
    expect((await charge(method)).outcome).toBe('succeeded');
    expect(await charge(method)).toMatchObject({ outcome: 'declined', message: SIMULATOR_MESSAGES.insufficientFunds });
    expect((await charge(method)).outcome).toBe('declined');
  });

  it('NEEDS_AUTHENTICATION: every charge waits for the bank; confirmed it succeeds, refused it is declined, the first answer stands', async () => {
    const method = await methodFor(TEST_CARDS.NEEDS_AUTHENTICATION);
    const first = await charge(method);
    const second = await charge(method);
    if (first.outcome !== 'requires_authentication' || second.outcome !== 'requires_authentication') throw new Error('expected to wait');
    expect(await processor.authenticate(first.challengeId, 'CONFIRM')).toEqual({ outcome: 'succeeded', chargeRef: first.chargeRef });
    expect(await processor.authenticate(second.challengeId, 'REFUSE')).toMatchObject({ outcome: 'declined', message: SIMULATOR_MESSAGES.refusedAuthentication });
    expect((await processor.authenticate(first.challengeId, 'REFUSE')).outcome).toBe('succeeded');
  });

  it('declines a charge on a card that has expired since it was added', async () => {
    const method = await methodFor(TEST_CARDS.SUCCEEDS, 2026);
    now = new Date('2026-07-01T00:00:00Z');
    expect(await charge(method)).toMatchObject({ outcome: 'declined', message: SIMULATOR_MESSAGES.expired });
    now = new Date('2026-03-10T12:00:00Z');
  });
});

describe('idempotency keys', () => {
  it('answer the first charge made with the key, whoever asks and however often, and charge once', async () => {
    const method = await methodFor(TEST_CARDS.FAILS_AT_RENEWAL);
    const once = key();
    const answers = await Promise.all([charge(method, once), charge(method, once), charge(method, once)]);
    expect(new Set(answers.map((answer) => answer.chargeRef)).size).toBe(1);
    expect(answers.every((answer) => answer.outcome === 'succeeded')).toBe(true);
    // A second simulator over the same database (another server instance) answers the same.
    const other = createSimulatedProcessor({ db: database.db, clock: () => now });
    expect(await other.charge({ methodRef: method, amountCents: 3900, currency: 'USD', idempotencyKey: once, description: 'again' })).toEqual(answers[0]);
  });

  it('refuse a key reused for a different charge', async () => {
    const method = await methodFor(TEST_CARDS.SUCCEEDS);
    const reused = key();
    await charge(method, reused, 3900);
    await expect(charge(method, reused, 4900)).rejects.toThrow('was used for a different charge');
  });
});

describe('refunds', () => {
  const refund = (chargeRef: string, amountCents: number, idempotencyKey = key()) =>
    processor.refund({ chargeRef, amountCents, currency: 'USD', idempotencyKey, reason: 'test' });
  const chargedRef = async (number: string) => {
    const charged = await charge(await methodFor(number));
    if (charged.outcome !== 'succeeded') throw new Error(charged.outcome);
    return charged.chargeRef;
  };

  it('give back all or part of a charge, never more than it took less earlier refunds', async () => {
    const ref = await chargedRef(TEST_CARDS.SUCCEEDS);
    expect(await refund(ref, 1000)).toMatchObject({ outcome: 'succeeded', refundRef: expect.stringMatching(/^re_sim_/) });
    expect(await refund(ref, 2901)).toMatchObject({ outcome: 'refused', message: REFUND_MESSAGES.overRefund });
    expect(await refund(ref, 2900)).toMatchObject({ outcome: 'succeeded' });
    expect(await refund(ref, 1)).toMatchObject({ outcome: 'refused', message: REFUND_MESSAGES.overRefund });
    expect(await refund('ch_sim_unknown', 100)).toMatchObject({ outcome: 'refused', message: REFUND_MESSAGES.unknownCharge });
  });

  it('REFUND_REFUSED: its charges succeed, its refunds are refused by the bank', async () => {
    const ref = await chargedRef(TEST_CARDS.REFUND_REFUSED);
    expect(await refund(ref, 3900)).toMatchObject({ outcome: 'refused', message: REFUND_MESSAGES.bankRefused });
  });

  it('answer the first refund made with a key, refund once, and refuse the key for a different refund', async () => {
    const ref = await chargedRef(TEST_CARDS.SUCCEEDS);
    const once = key();
    const answers = await Promise.all([refund(ref, 3900, once), refund(ref, 3900, once), refund(ref, 3900, once)]);
    expect(new Set(answers.map((answer) => answer.refundRef)).size).toBe(1);
    expect(answers.every((answer) => answer.outcome === 'succeeded')).toBe(true);
    await expect(refund(ref, 100, once)).rejects.toThrow('was used for a different refund');
  });
});
