import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AdminPrincipal } from '../../auth/principals';
import { revokeEverySellerSession } from '../../auth/sellerSessions';
import type { Executor } from '../../db/database';
import {
  accountLinks,
  devices,
  invoices,
  marketplaceConnections,
  notes,
  paymentMethods,
  sorterMachineKeys,
  subscriptions,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { chargeInFlight } from '../billing/charging';
import { subscriptionState } from '../billing/errors';
import { recordEvent } from '../billing/events';
import { syncUsage } from '../billing/usage';
import { bumpSorterContext } from '../sorter/sorterContextChanges';
import { recordStaffAction } from '../staffActions/record';
import { liveAccount } from './account';

/** What a deleted account's address becomes: unique, undeliverable, and free for the old one to sign up again. */
export const deletedAddress = (userId: number) => `deleted-user-${userId}@deleted.folio.invalid`;

/** Every subscription that renews, is owed or is still usable ends now: a deleted seller is never charged again. */
async function endSubscriptions(tx: Executor, staff: AdminPrincipal, userId: number, now: Date): Promise<number> {
  const live = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), or(ne(subscriptions.status, 'UNSUBSCRIBED'), eq(subscriptions.usable, true))))
    .for('update');
  for (const subscription of live) {
    if (subscription.openInvoiceId !== null && (await chargeInFlight(tx, subscription.openInvoiceId))) {
      throw subscriptionState('A payment of this seller is in progress: try again in a minute.');
    }
  }
  for (const subscription of live) {
    if (subscription.openInvoiceId !== null) {
      // Not owed any more: it stays in the history as failed, as when a seller cancels.
      await tx.update(invoices).set({ status: 'FAILED' }).where(and(eq(invoices.id, subscription.openInvoiceId), eq(invoices.status, 'PENDING')));
    }
    await tx
      .update(subscriptions)
      .set({ status: 'UNSUBSCRIBED', usable: false, paymentState: 'OK', failureMessage: null, freezesAt: null, openInvoiceId: null, unsubscribedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    await recordEvent(tx, {
      subscriptionId: subscription.id,
      userId,
      type: 'Unsubscribed',
      cause: 'STAFF',
      actorAdminId: staff.adminId,
      detail: 'Ended: the account was deleted by staff',
      at: now,
    });
  }
  await syncUsage(tx, userId);
  return live.length;
}

/**
 * DELETE management/user/{id}: every session and machine key ends, the subscriptions end, personal
 * data (names, company, phone, address, the marketplace connection, cards' holder names, notes) is
 * removed and the address is freed; invoices, charges and refunds stay under the account's id for
 * the books. The row stays, marked deleted, so that those records still point somewhere.
 */
export async function deleteUser(deps: AppDeps, staff: AdminPrincipal, userId: number) {
  await deps.db.transaction(async (tx) => {
    const account = await liveAccount(tx, userId);
    const now = deps.clock();
    const subscriptionsEnded = await endSubscriptions(tx, staff, userId, now);
    const sessionsEnded = await revokeEverySellerSession(tx, deps.clock, userId);
    await tx.delete(devices).where(eq(devices.userId, userId));
    const keys = await tx
      .update(sorterMachineKeys)
      .set({ revokedAt: now })
      .where(and(eq(sorterMachineKeys.userId, userId), isNull(sorterMachineKeys.revokedAt)))
      .returning({ id: sorterMachineKeys.id });
    await tx.delete(marketplaceConnections).where(eq(marketplaceConnections.userId, userId));
    await tx.delete(notes).where(eq(notes.userId, userId));
    // Cards stay for the invoices they paid (brand and last digits), without the holder's name.
    await tx.update(paymentMethods).set({ main: false, holderName: '', removedAt: now }).where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)));
    await tx.update(paymentMethods).set({ holderName: '' }).where(eq(paymentMethods.userId, userId));
    // A reset or welcome link already mailed must not reopen anything.
    await tx.update(accountLinks).set({ usedAt: now }).where(and(eq(accountLinks.email, account.email), isNull(accountLinks.usedAt)));
    await tx
      .update(users)
      .set({
        email: deletedAddress(userId),
        passwordHash: '!deleted',
        firstName: '',
        lastName: '',
        companyName: null,
        phone: null,
        addressLine1: null,
        addressLine2: null,
        city: null,
        state: null,
        zip: null,
        marketplaceSellerId: null,
        marketplaceSellerName: null,
        marketplaceSellerNameAt: null,
        referralCode: null,
        isAffiliate: false,
        doNotContact: true,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    await bumpSorterContext(tx, userId);
    const invoicesKept = await tx.$count(invoices, eq(invoices.userId, userId));
    // The record names what ended, not who the seller was: the personal data is gone from here too.
    await recordStaffAction(tx, staff, {
      userId,
      action: 'USER_DELETE',
      detail: { subscriptionsEnded, sessionsEnded, machineKeysRevoked: keys.length, invoicesKept },
    });
  });
  return null;
}
