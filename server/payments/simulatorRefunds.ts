import { randomBytes } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../db/database';
import { paymentSimCharges, paymentSimMethods, paymentSimRefunds } from '../db/schema';
import type { RefundRequest, RefundResult } from './processor';

/**
 * The simulator's refunds (simulator.ts names the cases): like a processor, it gives back at most
 * what the charge took less its earlier refunds, refuses a refund of a card whose bank refuses them
 * (REFUND_REFUSED), and answers a key asked again with the first refund made with it.
 */

export const REFUND_MESSAGES = {
  unknownCharge: 'The processor has no succeeded charge to refund.',
  overRefund: 'The refund is more than what is left of the charge.',
  bankRefused: 'The cardholder’s bank refused the refund.',
} as const;

type RefundRow = typeof paymentSimRefunds.$inferSelect;

function resultOf(row: RefundRow): RefundResult {
  if (row.status === 'succeeded') return { outcome: 'succeeded', refundRef: row.ref };
  return { outcome: 'refused', refundRef: row.ref, message: row.failureMessage ?? REFUND_MESSAGES.bankRefused };
}

async function decide(db: Database, request: RefundRequest): Promise<string | null> {
  const [charge] = await db
    .select({ amountCents: paymentSimCharges.amountCents, currency: paymentSimCharges.currency, behaviour: paymentSimMethods.behaviour })
    .from(paymentSimCharges)
    .leftJoin(paymentSimMethods, eq(paymentSimMethods.ref, paymentSimCharges.methodRef))
    .where(and(eq(paymentSimCharges.ref, request.chargeRef), eq(paymentSimCharges.status, 'succeeded')));
  if (!charge || charge.currency !== request.currency) return REFUND_MESSAGES.unknownCharge;
  const [given] = await db
    .select({ total: sum(paymentSimRefunds.amountCents).mapWith(Number) })
    .from(paymentSimRefunds)
    .where(and(eq(paymentSimRefunds.chargeRef, request.chargeRef), eq(paymentSimRefunds.status, 'succeeded')));
  if (request.amountCents <= 0 || request.amountCents > charge.amountCents - (given?.total ?? 0)) return REFUND_MESSAGES.overRefund;
  if (charge.behaviour === 'REFUND_REFUSED') return REFUND_MESSAGES.bankRefused;
  return null;
}

export async function simulatedRefund(db: Database, now: Date, request: RefundRequest): Promise<RefundResult> {
  const byKey = () => db.select().from(paymentSimRefunds).where(eq(paymentSimRefunds.idempotencyKey, request.idempotencyKey));
  let [row] = await byKey();
  if (!row) {
    const refusal = await decide(db, request);
    await db
      .insert(paymentSimRefunds)
      .values({
        ref: `re_sim_${randomBytes(18).toString('base64url')}`,
        idempotencyKey: request.idempotencyKey,
        chargeRef: request.chargeRef,
        amountCents: request.amountCents,
        currency: request.currency,
        status: refusal === null ? 'succeeded' : 'refused',
        failureMessage: refusal,
        createdAt: now,
      })
      // Two callers with one key at once: the first row stands, and both answer it.
      .onConflictDoNothing({ target: paymentSimRefunds.idempotencyKey });
    [row] = await byKey();
  }
  const same = row!.chargeRef === request.chargeRef && row!.amountCents === request.amountCents && row!.currency === request.currency;
  if (!same) throw new Error(`The idempotency key ${request.idempotencyKey} was used for a different refund`);
  return resultOf(row!);
}
