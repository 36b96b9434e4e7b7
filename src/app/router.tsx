import { createRouter } from '@tanstack/react-router';
import { adminMonitor, adminSession, sellerMonitor, sellerSession, setErrorEffects } from '~/api/clients';
import { NotFoundPage } from '~/features/errors/NotFoundPage';
import { RouteErrorPage } from '~/features/errors/RouteErrorPage';
import { routeTree } from '~/routeTree.gen';
import { createErrorEffects } from './errorEffects';
import { createAdminLogout, createSellerLogout } from './logout';
import { createQueryClient } from './queryClient';

/** The router, its query client, and the session side effects that need both. */
export function createAppRouter() {
  const queryClient = createQueryClient();
  // The logout functions navigate with the router created just below; they run only later. The
  // session is gone by then, so a form's question about unsaved changes must not hold them up.
  const navigate = (options: { to: string; search?: Record<string, string> }) =>
    void router.navigate({ to: options.to, search: options.search ?? {}, ignoreBlocker: true } as never);
  const logoutSeller = createSellerLogout({ session: sellerSession, queryClient, monitor: sellerMonitor, navigate });
  const logoutAdmin = createAdminLogout({ adminSession, queryClient, navigate });

  const router = createRouter({
    routeTree,
    context: { queryClient, session: sellerSession, adminSession, logoutSeller, logoutAdmin },
    defaultPreload: 'intent',
    // Loaders read TanStack Query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });

  const currentUrl = () => router.state.location.href;
  const openErrorPage = (page: { type: string; message: string; redirectUrl: string }) =>
    void router.navigate({ to: '/error', search: page, ignoreBlocker: true });
  setErrorEffects({
    seller: createErrorEffects({
      monitor: sellerMonitor,
      logout: ({ removeDevice }) => logoutSeller({ deviceRemoved: removeDevice, returnHere: true }),
      openErrorPage,
      currentUrl,
    }),
    admin: createErrorEffects({ monitor: adminMonitor, logout: () => logoutAdmin(), openErrorPage, currentUrl }),
  });
  router.subscribe('onResolved', ({ toLocation }) => {
    sellerMonitor.addStep(`navigate ${toLocation.pathname}`);
    adminMonitor.addStep(`navigate ${toLocation.pathname}`);
  });
  return { router, queryClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
