import { desc, eq } from 'drizzle-orm';
import type { SUBSCRIPTION_EVENT_CAUSES, SubscriptionEvent, SubscriptionEventType } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { subscriptionEvents } from '../../db/schema';

export type EventCause = (typeof SUBSCRIPTION_EVENT_CAUSES)[number];

export interface NewEvent {
  subscriptionId: number;
  userId: number;
  type: SubscriptionEventType;
  cause: EventCause;
  detail: string;
  at: Date;
  actorAdminId?: number;
}

/** Every change of a subscription is recorded in the transaction that makes it. */
export async function recordEvent(tx: Executor, event: NewEvent) {
  await tx.insert(subscriptionEvents).values({ ...event, actorAdminId: event.actorAdminId ?? null });
}

/** The seller's latest events across their subscriptions, newest first. */
export async function recentEvents(db: Executor, userId: number, limit = 100): Promise<SubscriptionEvent[]> {
  const rows = await db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, userId))
    .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    subscriptionId: row.subscriptionId,
    type: row.type as SubscriptionEventType,
    cause: row.cause as EventCause,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}
