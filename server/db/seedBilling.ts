import { and, eq, isNotNull, lte, min, ne } from 'drizzle-orm';
import { TEST_CARDS, type Currency } from '../../src/contract';
import { addPaymentMethod, makeMainPaymentMethod } from '../modules/billing/methods';
import { addMonths, DAY_MS } from '../modules/billing/periods';
import { sweepBilling } from '../modules/billing/renewals';
import { subscribe } from '../modules/billing/subscriptions';
import type { BillingDeps } from '../modules/billing/deps';
import { createSimulatedProcessor } from '../payments/simulator';
import type { Database } from './database';
import { plans, subscriptions } from './schema';

/**
 * The demo sellers' billing, made by Folio's own billing code on a clock that starts in the past:
 * cards added through the processor simulator, subscriptions charged, and the renewal sweep run at
 * every moment it would have run, so every invoice, charge and event is one the product made.
 */

type Step = (deps: BillingDeps) => Promise<unknown>;

/** A clock the seed moves forward; the processor simulator reads the same one. */
function pastDeps(db: Database, start: Date) {
  let now = start;
  const clock = () => now;
  const deps: BillingDeps = { db, clock, payments: createSimulatedProcessor({ db, clock }) };
  return { deps, moveTo: (at: Date) => void (now = at) };
}

/** The next moment the sweep has something to do (a renewal, a freeze, a cancelled month's end), if before `until`. */
async function nextSweepAt(db: Database, until: Date): Promise<Date | undefined> {
  const [renewal] = await db
    .select({ at: min(subscriptions.paidThrough) })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.paymentState, 'OK'), lte(subscriptions.paidThrough, until)));
  const [freeze] = await db
    .select({ at: min(subscriptions.freezesAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), ne(subscriptions.paymentState, 'OK'), isNotNull(subscriptions.freezesAt), lte(subscriptions.freezesAt, until)));
  const times = [renewal?.at, freeze?.at].filter((at): at is Date => at instanceof Date);
  return times.length === 0 ? undefined : new Date(Math.min(...times.map((at) => at.getTime())));
}

/** Runs each step at its moment, and the renewal sweep whenever it is due in between, up to `until`. */
async function playBilling(db: Database, steps: [Date, Step][], until: Date) {
  const ordered = [...steps].sort(([a], [b]) => a.getTime() - b.getTime());
  const { deps, moveTo } = pastDeps(db, ordered[0]![0]);
  for (const [at, step] of [...ordered, [until, async () => undefined] as [Date, Step]]) {
    for (let due = await nextSweepAt(db, at); due; due = await nextSweepAt(db, at)) {
      moveTo(new Date(due.getTime() + 1000));
      await sweepBilling(deps);
    }
    moveTo(at);
    await step(deps);
  }
  await sweepBilling(deps);
}

async function planId(db: Database, code: string): Promise<number> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
  if (!plan) throw new Error(`The plan ${code} is not in the catalog (migration 0017)`);
  return plan.id;
}

/** A test card typed by the seller and attached: its payment method id. */
async function addCard(deps: BillingDeps, userId: number, card: { number: string; holderName: string }, makeMain = false) {
  const year = deps.clock().getUTCFullYear() + 4;
  const token = await deps.payments.tokenise({ ...card, expMonth: 9, expYear: year, cvc: '123' });
  if (!token.ok) throw new Error(`The demo card was refused: ${JSON.stringify(token.fields)}`);
  return (await addPaymentMethod(deps, userId, { token: token.card.token, makeMain })).id;
}

const USD: Currency = 'USD';
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

/**
 * The demo seller (every product usable): the Warehouse and Back office bundles and the Stock
 * Manager for three months on a Visa; the Repricer on a second card whose renewal three days ago
 * was declined, so it is in its grace period with an about-to-freeze prompt. The Visa is the main
 * card again, so a retry restores the Repricer and later renewals (a moved e2e clock) are paid.
 */
export async function seedDemoBilling(db: Database, userId: number, now = new Date()) {
  const start = daysBefore(addMonths(now, -3), 8);
  let visa = 0;
  let renewalCard = 0;
  await playBilling(
    db,
    [
      [
        start,
        async (deps) => {
          visa = await addCard(deps, userId, { number: TEST_CARDS.SUCCEEDS, holderName: 'Dana Reed' });
          for (const code of ['WAREHOUSE_BUNDLE', 'BACK_OFFICE_BUNDLE', 'MY_PRICER']) await subscribe(deps, userId, { planId: await planId(db, code), currency: USD });
        },
      ],
      [
        daysBefore(addMonths(now, -1), 3),
        async (deps) => {
          renewalCard = await addCard(deps, userId, { number: TEST_CARDS.FAILS_AT_RENEWAL, holderName: 'Dana Reed' });
          await subscribe(deps, userId, { planId: await planId(db, 'REPRICER'), currency: USD, paymentMethodId: renewalCard });
        },
      ],
      // The new card became the one renewals charge: the Repricer's renewal was declined on it.
      [daysBefore(now, 5), (deps) => makeMainPaymentMethod(deps, userId, renewalCard)],
      [daysBefore(now, 1), (deps) => makeMainPaymentMethod(deps, userId, visa)],
    ],
    now,
  );
}

/** The lister demo: Lister on a Visa for twenty days; the Repricer FROZEN after its renewal failed. */
export async function seedListerBilling(db: Database, userId: number, now = new Date()) {
  await playBilling(
    db,
    [
      [
        daysBefore(addMonths(now, -1), 10),
        async (deps) => {
          await addCard(deps, userId, { number: TEST_CARDS.FAILS_AT_RENEWAL, holderName: 'Lee Park' }, true);
          await subscribe(deps, userId, { planId: await planId(db, 'REPRICER'), currency: USD });
        },
      ],
      [
        daysBefore(now, 20),
        async (deps) => {
          const visa = await addCard(deps, userId, { number: TEST_CARDS.SUCCEEDS, holderName: 'Lee Park' });
          await subscribe(deps, userId, { planId: await planId(db, 'LISTER'), currency: USD, paymentMethodId: visa });
        },
      ],
    ],
    now,
  );
}

/** The bench seller: the Pricing bundle (Repricer and Stock Manager) for ten days. */
export async function seedBenchBilling(db: Database, userId: number, now = new Date()) {
  await playBilling(
    db,
    [
      [
        daysBefore(now, 10),
        async (deps) => {
          await addCard(deps, userId, { number: TEST_CARDS.SUCCEEDS, holderName: 'Bo Ench' });
          await subscribe(deps, userId, { planId: await planId(db, 'PRICING_BUNDLE'), currency: USD });
        },
      ],
    ],
    now,
  );
}
