import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '~/app/RootLayout';
import type { RouterContext } from '~/app/routerContext';
import { needsOwnDocument } from '~/app/useTagManager';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, preload }) => {
    // Moving onto or off a tag manager page loads a new document, which carries that page's CSP.
    if (!preload && needsOwnDocument(location.pathname)) {
      window.location.assign(location.href);
      return new Promise<never>(() => undefined);
    }
  },
  component: RootLayout,
});
