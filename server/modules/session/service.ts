import { and, eq } from 'drizzle-orm';
import type { Credentials, TokenPair } from '../../../src/contract';
import { checkCredentials } from '../../auth/credentials';
import { revokeSellerSession, sessionOfRefreshToken, startSellerSession } from '../../auth/sellerSessions';
import { devices, users } from '../../db/schema';
import type { AppDeps } from '../../deps';

export async function login(deps: AppDeps, credentials: Credentials, clientIp: string): Promise<TokenPair> {
  const user = await checkCredentials(deps, {
    realm: 'seller',
    credentials,
    clientIp,
    findAccount: async (email) => (await deps.db.select().from(users).where(eq(users.email, email)))[0],
    disabledMessage: 'This account is disabled. Contact support.',
  });
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
