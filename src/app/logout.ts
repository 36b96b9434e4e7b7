import type { QueryClient } from '@tanstack/react-query';
import { adminClient, sellerClient } from '~/api/clients';
import type { AdminSession } from '~/api/session/adminSession';
import type { SellerSession } from '~/api/session/sellerSession';
import { adminApiSession } from '~/contract/admin/session';
import { sessionApi } from '~/contract/session';
import type { Monitor } from '~/lib/monitoring';

export interface SellerLogoutOptions {
  /** Error 1054: the server already removed this device. */
  deviceRemoved?: boolean;
  /** A forced logout keeps where the seller was, to return there after signing in again. */
  returnHere?: boolean;
}

interface Navigate {
  (options: { to: string; search?: Record<string, string> }): unknown;
}

/**
 * Spec 4: logout clears the tokens and the monitoring user and goes to /login. The browser
 * forgets all three keys and everything it cached of the account; the server is told to end the
 * session and drop this device, but the logout does not wait for it (it works offline too).
 */
export function createSellerLogout(deps: {
  session: SellerSession;
  queryClient: QueryClient;
  monitor: Pick<Monitor, 'setUser'>;
  navigate: Navigate;
}) {
  return function logoutSeller(options: SellerLogoutOptions = {}) {
    const { session } = deps;
    const refreshToken = session.refreshToken();
    const deviceId = options.deviceRemoved ? null : session.deviceId();
    const intended = session.intendedPath();
    session.clear();
    deps.monitor.setUser(null);
    deps.queryClient.clear();
    void import('~/offline/userInfoCache').then((cache) => cache.forgetUserInfo()).catch(() => undefined);
    // Unsent writes stay on this device; the runner stops so it never sends them without a session.
    void import('~/offline/syncService').then((sync) => sync.stopOutboxSync()).catch(() => undefined);
    if (refreshToken && /^[A-Za-z0-9_-]{16,200}$/.test(refreshToken)) {
      const body = deviceId ? { refreshToken, deviceId } : { refreshToken };
      void sellerClient.call(sessionApi.logout, { body }, { errors: 'caller' }).catch(() => undefined);
    }
    const search: Record<string, string> = options.returnHere && intended ? { redirectUrl: intended } : {};
    deps.navigate({ to: '/login', search });
  };
}

/** Spec 6 and 8.2: the admin token is cleared on logout, and the admin login shown. */
export function createAdminLogout(deps: { adminSession: AdminSession; queryClient: QueryClient; navigate: Navigate }) {
  return function logoutAdmin() {
    if (deps.adminSession.token()) {
      void adminClient.call(adminApiSession.logout, {}, { errors: 'caller' }).catch(() => undefined);
    }
    deps.adminSession.clear();
    deps.queryClient.removeQueries({ queryKey: ['admin'] });
    deps.navigate({ to: '/admin-panel/login' });
  };
}
