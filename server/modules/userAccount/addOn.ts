import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_LABELS, type AddOn, type AddOnPlan, type Subscription } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import { plans, subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { subscriptionState } from '../billing/errors';
import { recordEvent } from '../billing/events';
import { periodEndAfter, utcDate } from '../billing/periods';
import { plansWithProducts, pricesOf } from '../billing/plans';
import { syncUsage } from '../billing/usage';
import { subscriptionView, type SubscriptionRow } from '../billing/views';
import { recordStaffAction } from '../staffActions/record';
import { anyAccount, liveAccount } from './account';

/** `months` more months on the subscription's own grid (the 31st stays the 31st). */
function monthsLater(anchor: Date, from: Date, months: number): Date {
  let end = from;
  for (let month = 0; month < months; month++) end = periodEndAfter(anchor, end);
  return end;
}

/** GET management/user/{id}/addOn: every plan (on sale or not: staff may give a retired one), held ones with their end. */
export async function addOnPlans(deps: AppDeps, userId: number): Promise<AddOnPlan[]> {
  await anyAccount(deps.db, userId);
  const all = await deps.db.select({ id: plans.id }).from(plans).orderBy(asc(plans.position), asc(plans.id));
  const byId = await plansWithProducts(deps.db, all.map(({ id }) => id));
  const held = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const now = deps.clock();
  return all.map(({ id }) => {
    const plan = byId.get(id)!;
    const holding = held.find((row) => row.planId === id && isHeld(row, now));
    return { id, name: plan.name, kind: plan.kind, products: plan.products, heldUntil: holding?.paidThrough?.toISOString() ?? null };
  });
}

/** A subscription that still counts for this plan: one that renews, or a cancelled one whose month runs. */
const isHeld = (row: SubscriptionRow, now: Date) => row.status === 'ACTIVE' || (row.status === 'UNSUBSCRIBED' && row.usable && row.paidThrough !== null && row.paidThrough > now);

/**
 * PUT management/user/{id}/addOn: months of a plan without charge. Held and paid up: the months go
 * before its next renewal (or to the end of a cancelled one's month). Not held: a subscription
 * starts that is already cancelled, so it ends by itself and never charges; the seller may resume
 * it from their Plans card to keep it, at the plan's price. A plan with a payment owed is refused:
 * staff settle or forgive that first, so that a gift never hides a failed charge.
 */
export async function giveAddOn(deps: AppDeps, staff: AdminPrincipal, userId: number, body: AddOn): Promise<Subscription> {
  return deps.db.transaction(async (tx) => {
    await liveAccount(tx, userId);
    const plan = (await plansWithProducts(tx, [body.planId])).get(body.planId);
    if (!plan) throw notFound('The plan');
    const now = deps.clock();
    const rows = await tx.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, plan.id)));
    const held = rows.find((row) => isHeld(row, now));
    if (held && (held.openInvoiceId !== null || held.paymentState !== 'OK' || held.paidThrough === null)) {
      throw subscriptionState(`The seller owes a payment on ${plan.name}: it must be paid or the subscription cancelled before months are added.`);
    }
    let row: SubscriptionRow;
    let from: Date | null = null;
    if (held) {
      from = held.paidThrough!;
      const paidThrough = monthsLater(held.billingAnchor, from, body.months);
      [row] = (await tx.update(subscriptions).set({ paidThrough }).where(eq(subscriptions.id, held.id)).returning()) as [SubscriptionRow];
    } else {
      const [price] = await pricesOf(tx, plan.id);
      if (!price) throw subscriptionState(`${plan.name} has no price: give it one on the Products screen first.`);
      [row] = (await tx
        .insert(subscriptions)
        .values({
          userId,
          planId: plan.id,
          status: 'UNSUBSCRIBED',
          usable: true,
          currency: price.currency,
          amountCents: price.amountCents,
          startedAt: now,
          billingAnchor: now,
          paidThrough: monthsLater(now, now, body.months),
          unsubscribedAt: now,
          unsubscribeComment: 'Months given by staff; ends by itself unless the seller resumes it',
        })
        .returning()) as [SubscriptionRow];
    }
    const until = utcDate(row.paidThrough!);
    const products = plan.products.map((product) => PRODUCT_LABELS[product]).join(', ');
    await recordEvent(tx, {
      subscriptionId: row.id,
      userId,
      type: held ? 'Subscription Activated' : 'Subscribed',
      cause: 'STAFF',
      actorAdminId: staff.adminId,
      detail: `${body.months} month${body.months === 1 ? '' : 's'} of ${plan.name} (${products}) given by staff without charge: ${held?.status === 'ACTIVE' ? 'renews' : 'usable until'} ${until}`,
      at: now,
    });
    await syncUsage(tx, userId);
    await recordStaffAction(tx, staff, {
      userId,
      action: 'ADD_ON',
      detail: {
        plan: plan.name,
        planId: plan.id,
        months: body.months,
        subscriptionId: row.id,
        paidThrough: { from: from?.toISOString() ?? null, to: row.paidThrough!.toISOString() },
        ...(body.note ? { note: body.note } : {}),
      },
    });
    return subscriptionView(tx, row);
  });
}
