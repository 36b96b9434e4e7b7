import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract';
import { addSeconds, hashToken, newOpaqueToken } from '../../auth/tokens';
import type { Executor } from '../../db/database';
import { accountLinks } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';

/**
 * WELCOME: an account staff opened (admin area, user/add and resend): the seller chooses a password
 * on the reset page. IMPERSONATION: staff opening the seller app as the seller (login as user),
 * exchanged once, within a minute, for a staff session.
 */
export type LinkKind = 'RESET_PASSWORD' | 'REGISTER' | 'INVITATION' | 'SIGNUP' | 'WELCOME' | 'IMPERSONATION';

const LIFETIME_SECONDS: Record<LinkKind, number> = {
  RESET_PASSWORD: 60 * 60,
  REGISTER: 48 * 60 * 60,
  INVITATION: 7 * 24 * 60 * 60,
  SIGNUP: 48 * 60 * 60,
  WELCOME: 7 * 24 * 60 * 60,
  IMPERSONATION: 60,
};

export const IMPERSONATION_CODE_SECONDS = LIFETIME_SECONDS.IMPERSONATION;

export const linkInvalid = () =>
  new AppError(400, ErrorCode.LINK_INVALID, 'This link has expired or was already used. Ask for a new one.');

export async function createLink(deps: AppDeps, kind: LinkKind, email: string, payload?: object): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await deps.db.insert(accountLinks).values({
    tokenHash: hash,
    kind,
    email,
    payload: payload ?? null,
    expiresAt: addSeconds(deps.clock(), LIFETIME_SECONDS[kind]),
  });
  return token;
}

function usable(token: string, kinds: LinkKind[], now: Date) {
  return and(
    eq(accountLinks.tokenHash, hashToken(token)),
    inArray(accountLinks.kind, kinds),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, now),
  );
}

export async function peekLink(deps: AppDeps, token: string, kinds: LinkKind[]) {
  const [link] = await deps.db.select().from(accountLinks).where(usable(token, kinds, deps.clock()));
  if (!link) throw linkInvalid();
  return link;
}

/** Marks the link used in the same statement that checks it: a link works once, even under races. */
export async function claimLink(db: Executor, now: Date, token: string, kinds: LinkKind[]) {
  const [link] = await db.update(accountLinks).set({ usedAt: now }).where(usable(token, kinds, now)).returning();
  if (!link) throw linkInvalid();
  return link;
}

export function linkUrl(deps: AppDeps, page: string, token: string): string {
  return `${deps.config.publicUrl.replace(/\/$/, '')}${page}?token=${token}`;
}
