import { and, desc, eq, isNull, max } from 'drizzle-orm';
import { ACCOUNT_CHARGES_SHOWN, type AccountCharge, type CardBrand, type UserAccount } from '../../../src/contract';
import {
  charges,
  customerAttributes,
  invoices,
  paymentMethods,
  sellerSessions,
  unsubscribeReasons,
  userCustomerAttributes,
  userProducts,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { listPaymentMethods } from '../billing/methods';
import { listSubscriptions, subscriptionViews } from '../billing/views';
import { usageStatuses } from '../user/service';
import { anyAccount, type UserRow } from './account';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function addressLines(row: UserRow): string[] {
  const cityLine = [row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [row.addressLine1, row.addressLine2, cityLine].filter((line): line is string => Boolean(line));
}

async function latestCharges(deps: AppDeps, userId: number): Promise<AccountCharge[]> {
  const rows = await deps.db
    .select({ charge: charges, number: invoices.number, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(charges)
    .innerJoin(invoices, eq(invoices.id, charges.invoiceId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, charges.paymentMethodId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(ACCOUNT_CHARGES_SHOWN);
  return rows.map(({ charge, number, brand, last4 }) => ({
    id: charge.id,
    invoiceId: charge.invoiceId,
    invoiceNumber: number,
    attempt: charge.attempt,
    amountCents: charge.amountCents,
    currency: charge.currency,
    state: charge.state,
    cause: charge.cause,
    failureMessage: charge.failureMessage,
    card: brand && last4 ? { brand: brand as CardBrand, last4 } : null,
    createdAt: charge.createdAt.toISOString(),
    settledAt: iso(charge.settledAt),
  }));
}

/** GET management/user/{id}: everything the user's page shows but the invoices and the activity. */
export async function readUserAccount(deps: AppDeps, userId: number): Promise<UserAccount> {
  const { db } = deps;
  const row = await anyAccount(db, userId);
  const [referrer] = row.referredByUserId ? await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.referredByUserId)) : [];
  const [reason] = row.unsubscribeReasonId
    ? await db.select({ id: unsubscribeReasons.id, value: unsubscribeReasons.value }).from(unsubscribeReasons).where(eq(unsubscribeReasons.id, row.unsubscribeReasonId))
    : [];
  const attributes = await db
    .select({ kind: userCustomerAttributes.kind, id: customerAttributes.id, value: customerAttributes.value })
    .from(userCustomerAttributes)
    .innerJoin(customerAttributes, eq(customerAttributes.id, userCustomerAttributes.attributeId))
    .where(eq(userCustomerAttributes.userId, userId));
  const referredCount = await db.$count(users, eq(users.referredByUserId, userId));
  const products = await db.select().from(userProducts).where(eq(userProducts.userId, userId));
  const [signIn] = await db
    .select({ at: max(sellerSessions.createdAt) })
    .from(sellerSessions)
    .where(and(eq(sellerSessions.userId, userId), isNull(sellerSessions.impersonatedByAdminId)));
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    phone: row.phone,
    address: addressLines(row),
    createdAt: row.createdAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    disabledAt: iso(row.disabledAt),
    lastSignInAt: iso(signIn?.at ? new Date(signIn.at) : null),
    marketplace: { sellerId: row.marketplaceSellerId, sellerName: row.marketplaceSellerName, sellerNameRefreshedAt: iso(row.marketplaceSellerNameAt) },
    flags: { isAffiliate: row.isAffiliate, doNotContact: row.doNotContact, internalUser: row.internalUser, hideSalesData: row.hideSalesData },
    unsubscribeReason: reason ?? null,
    attributes: attributes.sort((a, b) => a.kind.localeCompare(b.kind)),
    referredBy: referrer ?? null,
    referredCount,
    usage: usageStatuses(products),
    subscriptions: await subscriptionViews(db, await listSubscriptions(db, userId)),
    paymentMethods: await listPaymentMethods(db, userId),
    charges: await latestCharges(deps, userId),
  };
}
