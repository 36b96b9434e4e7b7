import { and, eq } from 'drizzle-orm';
import type { Credentials, TokenPair } from '../../../src/contract';
import { ErrorCode } from '../../../src/contract';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { revokeSellerSession, sessionOfRefreshToken, startSellerSession } from '../../auth/sellerSessions';
import { devices, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { consumeRateLimit, resetRateLimit } from '../../http/rateLimit';

export const wrongCredentials = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'The email or password is not correct.');

export async function login(deps: AppDeps, credentials: Credentials, clientIp: string): Promise<TokenPair> {
  const { config } = deps;
  await consumeRateLimit(
    deps,
    { bucket: 'login-ip', key: clientIp, limit: config.loginLimitPerIp },
    'Too many sign-in attempts from this network.',
  );
  await consumeRateLimit(
    deps,
    { bucket: 'login-email', key: credentials.email, limit: config.loginLimitPerEmail },
    'Too many sign-in attempts for this account.',
  );
  const [user] = await deps.db.select().from(users).where(eq(users.email, credentials.email));
  const valid = user
    ? await verifyPassword(credentials.password, user.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !valid) throw wrongCredentials();
  if (user.disabledAt) {
    throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Contact support.');
  }
  await resetRateLimit(deps, 'login-email', credentials.email);
  return startSellerSession(deps, user.id);
}

/** Ends the session and forgets the browser device; a second call with the same token is a no-op. */
export async function logout(deps: AppDeps, body: { refreshToken: string; deviceId?: string | undefined }) {
  await deps.db.transaction(async (tx) => {
    const session = await sessionOfRefreshToken(tx, body.refreshToken);
    if (!session) return;
    await revokeSellerSession(tx, deps.clock, session.sessionId);
    if (body.deviceId) {
      await tx.delete(devices).where(and(eq(devices.id, body.deviceId), eq(devices.userId, session.userId)));
    }
  });
  return null;
}
