import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode, type NewSellerBody } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { createLink, linkUrl } from '../account/links';
import { recordStaffAction } from '../staffActions/record';
import { anyAccount, accountDeleted } from './account';

const emailTaken = () => new AppError(409, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists: open it from the users list.');

/** Until the seller chooses one, no password opens the account: a hash of nothing anybody knows. */
const unusablePassword = () => `!unset$${randomBytes(16).toString('base64url')}`;

async function sendWelcome(deps: AppDeps, email: string, firstName: string) {
  const token = await createLink(deps, 'WELCOME', email);
  await deps.mailer.send({
    to: email,
    subject: 'Your Folio account is ready',
    text: `Hello ${firstName},\n\nthe Folio team opened an account for you with this address.\n\nChoose your password here (the link works once, for 7 days):\n${linkUrl(deps, '/forgot-password', token)}\n\nThen sign in with this address and that password.`,
  });
}

type NewSeller = Omit<NewSellerBody, 'companyName' | 'phone'> & { companyName: string | null; phone: string | null };

/** POST user/add: the account exists at once (staff can give it months of a plan); the seller sets the password. */
export async function addSeller(deps: AppDeps, staff: AdminPrincipal, body: NewSeller) {
  const id = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing) throw emailTaken();
    const [created] = await tx
      .insert(users)
      .values({ email: body.email, passwordHash: unusablePassword(), firstName: body.firstName, lastName: body.lastName, companyName: body.companyName, phone: body.phone })
      .returning({ id: users.id });
    await recordStaffAction(tx, staff, { userId: created!.id, action: 'USER_ADD', detail: { email: body.email } });
    return created!.id;
  });
  // After the commit: the mailer is another connection, and a link to an account that is not there would be worse than a resend.
  await sendWelcome(deps, body.email, body.firstName);
  return { id };
}

/**
 * PUT management/user/{id}/resend: the welcome e-mail again, with a new link to choose a password
 * (the seller lost the first, or it expired). Earlier links keep working until they expire.
 */
export async function resendWelcome(deps: AppDeps, staff: AdminPrincipal, userId: number) {
  const account = await anyAccount(deps.db, userId);
  if (account.deletedAt) throw accountDeleted();
  await deps.db.transaction((tx) => recordStaffAction(tx, staff, { userId, action: 'WELCOME_RESEND', detail: { email: account.email } }));
  await sendWelcome(deps, account.email, account.firstName);
  return null;
}
