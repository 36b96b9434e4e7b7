import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { sellerClient, sellerMonitor } from '~/api/clients';
import { NetworkError, TimeoutError } from '~/api/errors';
import type { SellerSession } from '~/api/session/sellerSession';
import { userQueries } from '~/api/user/queries';
import { type ProductKey, type UserInfo } from '~/contract';
import { devicesApi } from '~/contract/devices';
import { hasAllProducts } from '~/lib/access';
import type { RouterContext } from './routerContext';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** Login and signup are for people without a token; a signed-in seller goes to '/' (spec 2.1). */
export function redirectSignedInSeller({ context }: Pick<GuardArgs, 'context'>): void {
  if (context.session.token()) throw redirect({ to: '/' });
}

async function ensureDevice(session: SellerSession) {
  if (session.deviceId()) return;
  const device = await sellerClient.call(devicesApi.register, { body: { deviceType: 'BROWSER' } });
  session.setDeviceId(device.deviceId);
}

/**
 * The user info, from the server when it answers and from the copy saved on this device when the
 * network is gone, so that the app opens offline. Loaded lazily: the login page never needs it.
 */
async function loadUserInfo(queryClient: QueryClient): Promise<UserInfo> {
  const options = userQueries.me();
  try {
    // Answers from the cache while it is fresh (the query's staleTime), from the server otherwise.
    return await queryClient.fetchQuery({ ...options, networkMode: 'always', retry: false });
  } catch (error) {
    if (error instanceof NetworkError || error instanceof TimeoutError) {
      const saved =
        queryClient.getQueryData(options.queryKey) ??
        (await import('~/offline/userInfoCache').then((cache) => cache.readSavedUserInfo()));
      if (saved) {
        queryClient.setQueryData(options.queryKey, saved);
        return saved;
      }
    }
    throw error;
  }
}

/**
 * The final authenticated guard (spec 2.1): a token is required; it registers the device, fetches
 * the user info and stores the intended full path. The user info goes into the route context,
 * where each app's product gate reads it.
 */
export async function requireSellerSession({ context, location }: GuardArgs): Promise<{ user: UserInfo }> {
  const { session, queryClient } = context;
  if (!session.token()) throw redirect({ to: '/login', search: { redirectUrl: location.href } });
  session.setIntendedPath(location.href);
  await ensureDevice(session);
  const user = await loadUserInfo(queryClient);
  sellerMonitor.setUser({ id: user.businessInfo.userId, email: user.email });
  return { user };
}

/**
 * Spec 2.1: a route that requires products is allowed only if every one is usable; otherwise the
 * seller is sent to '/'. Declared on each app's route (or its area's wrapper, covering the children).
 */
export function requireProducts(products: readonly ProductKey[]) {
  return ({ context }: { context: { user: UserInfo } }): void => {
    if (!hasAllProducts(context.user, products)) throw redirect({ to: '/' });
  };
}

/** The admin area needs the admin token in storage (spec 2.3). */
export function requireAdminToken({ context }: Pick<GuardArgs, 'context'>): void {
  if (!context.adminSession.token()) throw redirect({ to: '/admin-panel/login' });
}

/** With an admin token stored, the admin login sends straight to the admin area (spec 2.3). */
export function redirectSignedInAdmin({ context }: Pick<GuardArgs, 'context'>): void {
  if (context.adminSession.token()) throw redirect({ to: '/admin-panel' });
}

/** The sorter tester opens only on a host whose first label is 'panel' (spec 6). */
export function requirePanelHost(hostname = typeof location === 'undefined' ? '' : location.hostname): void {
  if (hostname.split('.')[0] !== 'panel') throw redirect({ to: '/' });
}
