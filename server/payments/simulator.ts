import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TestCardBehaviour } from '../../src/contract';
import type { Database } from '../db/database';
import { paymentSimCharges, paymentSimMethods, paymentSimTokens } from '../db/schema';
import type { Clock } from '../deps';
import { cardBrand } from '../../src/contract/payments/cardNumbers';
import { cardBehaviour, expiryRefusal, hasExpired } from './cards';
import { simulatedRefund } from './simulatorRefunds';
import type { AttachResult, ChargeRequest, ChargeResult, PaymentProcessor } from './processor';

/**
 * The card processor simulator: Folio cannot reach a real processor here, so this stands in for
 * one, deterministically. What each card does is fixed by its number (TEST_CARDS):
 *
 * - 4242 4242 4242 4242 (SUCCEEDS): every charge succeeds. Any other valid number behaves so too.
 * - 4000 0000 0000 0002 (DECLINED): tokenised, then declined by its bank when Folio attaches it.
 * - 4000 0000 0000 0341 (FAILS_AT_RENEWAL): attached, and its first charge succeeds; every later
 *   charge (a renewal, a retry) is declined for insufficient funds.
 * - 4000 0025 0000 3155 (NEEDS_AUTHENTICATION): every charge waits for the cardholder to confirm it
 *   with their bank; confirmed it succeeds, refused it is declined.
 * - 4000 0000 0000 5126 (REFUND_REFUSED): every charge succeeds; a refund of one is refused by the
 *   cardholder's bank.
 *
 * A refund (simulatorRefunds.ts) succeeds when it gives back no more than the succeeded charge took
 * less its earlier refunds, and is refused otherwise, or when the charge is unknown, or for the card
 * above; like a charge, a refund asked again with the same key answers the first refund.
 *
 * Any future expiry and any CVC are accepted; an expired card is refused when tokenised (by the
 * server's clock) and a charge on a card that has since expired is declined. Tokens work once, for
 * an hour. A charge asked again with the same idempotency key answers the first charge, whichever
 * server instance asks: the simulator's records live in the database (schema/paymentSimulator.ts).
 */

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SIMULATOR_MESSAGES = {
  declinedCard: 'Your card was declined by its bank.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  unknownMethod: 'This card is not on file with the processor any more.',
  refusedAuthentication: 'The payment was not confirmed with your bank.',
} as const;

const newRef = (prefix: string) => `${prefix}_sim_${randomBytes(18).toString('base64url')}`;

type ChargeRow = typeof paymentSimCharges.$inferSelect;

function resultOf(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded') return { outcome: 'succeeded', chargeRef: row.ref };
  if (row.status === 'requires_authentication') return { outcome: 'requires_authentication', chargeRef: row.ref, challengeId: row.challengeId! };
  return { outcome: 'declined', chargeRef: row.ref, message: row.failureMessage ?? SIMULATOR_MESSAGES.declinedCard };
}

export function createSimulatedProcessor({ db, clock }: { db: Database; clock: Clock }): PaymentProcessor {
  /** What a new charge on this card does: its status and, when declined, why. */
  async function decide(methodRef: string, now: Date): Promise<{ status: string; failureMessage?: string }> {
    const [method] = await db.select().from(paymentSimMethods).where(eq(paymentSimMethods.ref, methodRef));
    if (!method) return { status: 'declined', failureMessage: SIMULATOR_MESSAGES.unknownMethod };
    if (hasExpired(method, now)) return { status: 'declined', failureMessage: SIMULATOR_MESSAGES.expired };
    const behaviour = method.behaviour as TestCardBehaviour;
    if (behaviour === 'NEEDS_AUTHENTICATION') return { status: 'requires_authentication' };
    if (behaviour === 'DECLINED') return { status: 'declined', failureMessage: SIMULATOR_MESSAGES.declinedCard };
    if (behaviour === 'FAILS_AT_RENEWAL') {
      const paid = await db.$count(paymentSimCharges, and(eq(paymentSimCharges.methodRef, methodRef), eq(paymentSimCharges.status, 'succeeded')));
      if (paid > 0) return { status: 'declined', failureMessage: SIMULATOR_MESSAGES.insufficientFunds };
    }
    return { status: 'succeeded' };
  }

  return {
    async tokenise(card) {
      const now = clock();
      if (hasExpired(card, now)) return { ok: false, fields: expiryRefusal(card, now) };
      // Tokens are worth nothing after their hour: a day later they go.
      await db.delete(paymentSimTokens).where(lt(paymentSimTokens.createdAt, new Date(now.getTime() - DAY_MS)));
      const token = newRef('tok');
      const shown = { brand: cardBrand(card.number), last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
      await db.insert(paymentSimTokens).values({ token, behaviour: cardBehaviour(card.number), holderName: card.holderName, createdAt: now, ...shown });
      return { ok: true, card: { token, ...shown } };
    },

    async attach(token): Promise<AttachResult> {
      const now = clock();
      // Single use: the first attach takes the token, a second finds it used.
      const [taken] = await db
        .update(paymentSimTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(paymentSimTokens.token, token),
            isNull(paymentSimTokens.usedAt),
            gt(paymentSimTokens.createdAt, new Date(now.getTime() - TOKEN_LIFETIME_MS)),
          ),
        )
        .returning();
      if (!taken) return { outcome: 'unknown_token' };
      if (taken.behaviour === 'DECLINED') return { outcome: 'declined', message: SIMULATOR_MESSAGES.declinedCard };
      const methodRef = newRef('pm');
      const { behaviour, brand, last4, expMonth, expYear, holderName } = taken;
      await db.insert(paymentSimMethods).values({ ref: methodRef, behaviour, brand, last4, expMonth, expYear, createdAt: now });
      return { outcome: 'attached', methodRef, brand: brand as never, last4, expMonth, expYear, holderName };
    },

    async charge(request: ChargeRequest) {
      const byKey = () => db.select().from(paymentSimCharges).where(eq(paymentSimCharges.idempotencyKey, request.idempotencyKey));
      let [row] = await byKey();
      if (!row) {
        const now = clock();
        const decision = await decide(request.methodRef, now);
        await db
          .insert(paymentSimCharges)
          .values({
            ref: newRef('ch'),
            idempotencyKey: request.idempotencyKey,
            methodRef: request.methodRef,
            amountCents: request.amountCents,
            currency: request.currency,
            status: decision.status,
            challengeId: decision.status === 'requires_authentication' ? newRef('auth') : null,
            failureMessage: decision.failureMessage ?? null,
            createdAt: now,
          })
          // Two callers with one key at once: the first row stands, and both answer it.
          .onConflictDoNothing({ target: paymentSimCharges.idempotencyKey });
        [row] = await byKey();
      }
      const same = row!.methodRef === request.methodRef && row!.amountCents === request.amountCents && row!.currency === request.currency;
      // A processor refuses a key reused for a different charge: it is a bug in the caller.
      if (!same) throw new Error(`The idempotency key ${request.idempotencyKey} was used for a different charge`);
      return resultOf(row!);
    },

    async authenticate(challengeId, answer) {
      const [answered] = await db
        .update(paymentSimCharges)
        .set(answer === 'CONFIRM' ? { status: 'succeeded' } : { status: 'declined', failureMessage: SIMULATOR_MESSAGES.refusedAuthentication })
        .where(and(eq(paymentSimCharges.challengeId, challengeId), eq(paymentSimCharges.status, 'requires_authentication')))
        .returning();
      if (answered) return resultOf(answered);
      // Answered before: the first answer stands.
      const [row] = await db.select().from(paymentSimCharges).where(eq(paymentSimCharges.challengeId, challengeId));
      if (!row) throw new Error(`The processor has no charge waiting on ${challengeId}`);
      return resultOf(row);
    },

    refund: (request) => simulatedRefund(db, clock(), request),
  };
}
