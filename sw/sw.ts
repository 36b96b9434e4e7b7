/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { TAG_MANAGER_PATHS } from '../src/contract/constants';

declare let self: ServiceWorkerGlobalScope;

// The app shell and its assets, listed by the build; outdated ones go when a new version activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('/index.html');

/** The tag manager pages come from the network when it answers: their CSP and id are per page. */
function isTagManagerPage(url: URL) {
  return (TAG_MANAGER_PATHS as readonly string[]).includes(url.pathname.replace(/\/$/, ''));
}

/**
 * Every page address opens the app shell, online or not, so deep links work offline. The API
 * (/api, /admin) is never answered from here: its replies must be live or fail visibly; nor the
 * simulated marketplace's pages (/marketplace-sim), which are the server's, not the app's.
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      if (isTagManagerPage(options.url)) {
        try {
          return await fetch(options.request);
        } catch {
          return appShell(options);
        }
      }
      return appShell(options);
    },
    { denylist: [/^\/api(\/|$)/, /^\/admin(\/|$)/, /^\/marketplace-sim(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
