import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { TokenPair, invitationFinalizeBody, signupBody } from '../../../src/contract';
import { ErrorCode } from '../../../src/contract';
import { hashPassword } from '../../auth/password';
import { startSellerSession } from '../../auth/sellerSessions';
import { sellerSessions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput } from '../../http/appError';
import { consumeRateLimit } from '../../http/rateLimit';
import { referrerOf } from '../billing/affiliation';
import { claimLink, createLink, linkUrl, peekLink } from './links';
import { isUniqueViolation } from '../../db/uniqueViolation';

const emailTaken = () =>
  new AppError(409, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists. Sign in or reset your password.');

/** Forms anyone can post are limited per client address and, when they send mail, per address. */
async function limitPublicForm(deps: AppDeps, clientIp: string, email?: string) {
  await consumeRateLimit(
    deps,
    { bucket: 'public-form-ip', key: clientIp, limit: deps.config.publicFormLimitPerIp },
    'Too many requests from this network.',
  );
  if (email) {
    await consumeRateLimit(deps, { bucket: 'mail-to', key: email, limit: 5 }, 'Too many e-mails were sent to this address.');
  }
}

async function findUserId(deps: AppDeps, email: string) {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

/** What a sign-up link keeps until its address is confirmed. */
interface PendingSignup {
  firstName: string;
  lastName: string;
  companyName: string | null;
  passwordHash: string;
  /** The seller whose referral link this sign-up came through. */
  referrerId?: number;
}

/** The sign-in reminder that an address with an account gets instead of a new account's link. */
async function sendAccountExists(deps: AppDeps, email: string) {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  await deps.mailer.send({
    to: email,
    subject: 'You already have a Folio account',
    text: `Someone asked to create a Folio account with this address, which already has one.\n\nSign in: ${base}/login\nForgot your password? ${base}/forgot-password\n\nIf it was not you, ignore this e-mail: nothing has changed.`,
  });
}

/**
 * Answers the same whether or not the address has an account, so the form cannot be used to find
 * out who sells on Folio: the account is created only once its address is confirmed by the link.
 * The password is hashed either way, so both answers take the same time.
 */
export async function signup(deps: AppDeps, body: z.output<typeof signupBody>, clientIp: string) {
  await limitPublicForm(deps, clientIp, body.email);
  const referrerId = body.referralCode === undefined ? undefined : await referrerOf(deps.db, body.referralCode);
  if (body.referralCode !== undefined && referrerId === undefined) {
    throw invalidInput('referralCode is not a Folio referral code: check the link you followed.');
  }
  const passwordHash = await hashPassword(body.password);
  if (await findUserId(deps, body.email)) {
    await sendAccountExists(deps, body.email);
    return null;
  }
  const pending: PendingSignup = {
    firstName: body.firstName,
    lastName: body.lastName,
    companyName: body.companyName,
    passwordHash,
    ...(referrerId === undefined ? {} : { referrerId }),
  };
  const token = await createLink(deps, 'SIGNUP', body.email, pending);
  await deps.mailer.send({
    to: body.email,
    subject: 'Confirm your address to open your Folio account',
    text: `Welcome to Folio.\n\nConfirm your address to open your account (the link works once, for 48 hours):\n${linkUrl(deps, '/signup/confirm', token)}\n\nIf it was not you, ignore this e-mail: no account is made without it.`,
  });
  return null;
}

/** The address is confirmed: the account is made from what the sign-up form sent, and signed in. */
export async function confirmSignup(deps: AppDeps, token: string): Promise<TokenPair> {
  try {
    const userId = await deps.db.transaction(async (tx) => {
      const link = await claimLink(tx, deps.clock(), token, ['SIGNUP']);
      const pending = link.payload as PendingSignup;
      // The referrer may have closed their account since the link was sent.
      const [referrer] = pending.referrerId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, pending.referrerId)) : [];
      const [user] = await tx
        .insert(users)
        .values({
          email: link.email,
          passwordHash: pending.passwordHash,
          firstName: pending.firstName,
          lastName: pending.lastName,
          companyName: pending.companyName,
          referredByUserId: referrer?.id ?? null,
        })
        .returning({ id: users.id });
      return user!.id;
    });
    return await startSellerSession(deps, userId);
  } catch (error) {
    // The address got an account another way meanwhile; whoever holds this link owns the mailbox.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function forgotPassword(deps: AppDeps, email: string, clientIp: string) {
  await limitPublicForm(deps, clientIp, email);
  if (await findUserId(deps, email)) {
    const token = await createLink(deps, 'RESET_PASSWORD', email);
    await deps.mailer.send({
      to: email,
      subject: 'Reset your Folio password',
      text: `Someone asked to reset the password of your Folio account.\n\nChoose a new password here (the link works once, for one hour):\n${linkUrl(deps, '/forgot-password', token)}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    });
  }
  return null;
}

export async function resetPassword(deps: AppDeps, body: { token: string; password: string }) {
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    // A welcome link (an account staff opened) sets the first password the same way.
    const link = await claimLink(tx, now, body.token, ['RESET_PASSWORD', 'WELCOME']);
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.email, link.email)).returning({ id: users.id });
    // A new password ends every session that the old one opened.
    if (user) await tx.update(sellerSessions).set({ revokedAt: now }).where(eq(sellerSessions.userId, user.id));
  });
  return null;
}

export async function registerSendLink(deps: AppDeps, email: string, clientIp: string) {
  await limitPublicForm(deps, clientIp, email);
  if (await findUserId(deps, email)) {
    await sendAccountExists(deps, email);
    return null;
  }
  const token = await createLink(deps, 'REGISTER', email);
  await deps.mailer.send({
    to: email,
    subject: 'Finish creating your Folio account',
    text: `Welcome to Folio.\n\nFinish creating your account here (the link works once, for 48 hours):\n${linkUrl(deps, '/invitation/finalize', token)}`,
  });
  return null;
}

export async function readInvitation(deps: AppDeps, token: string) {
  const link = await peekLink(deps, token, ['REGISTER', 'INVITATION']);
  return { email: link.email, expiresAt: link.expiresAt.toISOString() };
}

export async function finalizeInvitation(
  deps: AppDeps,
  body: z.output<typeof invitationFinalizeBody>,
  clientIp: string,
): Promise<TokenPair> {
  await limitPublicForm(deps, clientIp);
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db
    .transaction(async (tx) => {
      const link = await claimLink(tx, deps.clock(), body.token, ['REGISTER', 'INVITATION']);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, link.email));
      if (existing) throw emailTaken();
      const [user] = await tx
        .insert(users)
        .values({
          email: link.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          companyName: body.companyName,
          phone: body.phone,
          addressLine1: body.addressLine1,
          addressLine2: body.addressLine2,
          city: body.city,
          state: body.state,
          zip: body.zip,
        })
        .returning({ id: users.id });
      return user!.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  return startSellerSession(deps, userId);
}
