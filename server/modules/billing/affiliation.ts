import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { CURRENCIES, REFERRAL_SHARE_PERCENT, type Affiliation, type Currency } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { invoices, subscriptions, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';

/** Letters and digits that cannot be mistaken for each other (REFERRAL_CODE_PATTERN). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The seller's code, made the first time it is asked for; it never changes after. */
export async function referralCodeOf(db: Executor, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [user] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (user?.code) return user.code;
    try {
      const [set] = await db
        .update(users)
        .set({ referralCode: newCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (set?.code) return set.code;
    } catch (error) {
      // Another seller has this code (one chance in about a trillion): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No referral code could be made for seller ${userId}`);
}

/** The seller a referral code belongs to; undefined for a code nobody has. */
export async function referrerOf(db: Executor, code: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
  return user?.id;
}

const byCurrency = (a: { currency: string }, b: { currency: string }) =>
  CURRENCIES.indexOf(a.currency as Currency) - CURRENCIES.indexOf(b.currency as Currency);

const share = (paidCents: number) => Math.floor((paidCents * REFERRAL_SHARE_PERCENT) / 100);

/** GET user/affiliation: the code, the sellers who signed up with it, and a share of what they paid before tax. */
export async function readAffiliation(db: Executor, userId: number): Promise<Affiliation> {
  const referralCode = await referralCodeOf(db, userId);
  const referred = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredByUserId, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
  const ids = referred.map(({ id }) => id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: invoices.userId,
            currency: invoices.currency,
            paidCents: sql<number>`sum(greatest(${invoices.subtotalCents} - ${invoices.refundedCents}, 0))::int`,
          })
          .from(invoices)
          .where(and(inArray(invoices.userId, ids), isNotNull(invoices.paidAt)))
          .groupBy(invoices.userId, invoices.currency);
  const active =
    ids.length === 0
      ? []
      : await db
          .select({ userId: subscriptions.userId, count: sql<number>`count(*)::int` })
          .from(subscriptions)
          .where(and(inArray(subscriptions.userId, ids), eq(subscriptions.status, 'ACTIVE'), isNotNull(subscriptions.paidThrough)))
          .groupBy(subscriptions.userId);

  const totals = new Map<string, number>();
  const people = referred.map((person) => {
    const earned = paid
      .filter((row) => row.userId === person.id)
      .sort(byCurrency)
      .map(({ currency, paidCents }) => ({ currency: currency as Currency, paidCents, earnedCents: share(paidCents) }));
    for (const { currency, earnedCents } of earned) totals.set(currency, (totals.get(currency) ?? 0) + earnedCents);
    return {
      displayName: `${person.firstName} ${person.lastName.charAt(0)}.`,
      joinedAt: person.createdAt.toISOString(),
      activeSubscriptions: active.find((row) => row.userId === person.id)?.count ?? 0,
      earned,
    };
  });
  return {
    referralCode,
    referralPath: `/signup?ref=${referralCode}`,
    sharePercent: REFERRAL_SHARE_PERCENT,
    earned: [...totals].map(([currency, earnedCents]) => ({ currency: currency as Currency, earnedCents })).sort(byCurrency),
    referred: people,
  };
}
