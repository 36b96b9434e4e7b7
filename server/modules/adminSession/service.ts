import { eq } from 'drizzle-orm';
import type { Credentials } from '../../../src/contract';
import { checkCredentials } from '../../auth/credentials';
import type { AdminPrincipal } from '../../auth/principals';
import { addSeconds, newOpaqueToken } from '../../auth/tokens';
import { adminTokens, admins } from '../../db/schema';
import type { AppDeps } from '../../deps';

export async function adminLogin(deps: AppDeps, credentials: Credentials, clientIp: string) {
  const admin = await checkCredentials(deps, {
    realm: 'admin',
    credentials,
    clientIp,
    findAccount: async (email) => (await deps.db.select().from(admins).where(eq(admins.email, email)))[0],
    disabledMessage: 'This staff account is disabled.',
  });
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
