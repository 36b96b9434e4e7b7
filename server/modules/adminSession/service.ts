import { eq } from 'drizzle-orm';
import type { Credentials } from '../../../src/contract';
import { ErrorCode } from '../../../src/contract';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import type { AdminPrincipal } from '../../auth/principals';
import { addSeconds, newOpaqueToken } from '../../auth/tokens';
import { adminTokens, admins } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { consumeRateLimit, resetRateLimit } from '../../http/rateLimit';
import { wrongCredentials } from '../session/service';

export async function adminLogin(deps: AppDeps, credentials: Credentials, clientIp: string) {
  await consumeRateLimit(
    deps,
    { bucket: 'admin-login-ip', key: clientIp, limit: deps.config.loginLimitPerIp },
    'Too many sign-in attempts from this network.',
  );
  await consumeRateLimit(
    deps,
    { bucket: 'admin-login-email', key: credentials.email, limit: deps.config.loginLimitPerEmail },
    'Too many sign-in attempts for this account.',
  );
  const [admin] = await deps.db.select().from(admins).where(eq(admins.email, credentials.email));
  const valid = admin
    ? await verifyPassword(credentials.password, admin.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!admin || !valid) throw wrongCredentials();
  if (admin.disabledAt) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This staff account is disabled.');
  await resetRateLimit(deps, 'admin-login-email', credentials.email);
  const { token, hash } = newOpaqueToken();
  await deps.db.insert(adminTokens).values({
    tokenHash: hash,
    adminId: admin.id,
    expiresAt: addSeconds(deps.clock(), deps.config.adminTokenTtlSeconds),
  });
  return { token };
}

export async function adminLogout(deps: AppDeps, principal: AdminPrincipal) {
  await deps.db.update(adminTokens).set({ revokedAt: deps.clock() }).where(eq(adminTokens.tokenHash, principal.tokenHash));
  return null;
}

export async function readAdmin(deps: AppDeps, principal: AdminPrincipal) {
  const [admin] = await deps.db.select().from(admins).where(eq(admins.id, principal.adminId));
  return { email: admin!.email, name: admin!.name };
}
