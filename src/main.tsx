// Mantine's global styles; each component brings its own (scripts/build/mantineComponentStyles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sellerMonitor } from './api/clients';
import { createAppRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { installActionGuard } from './lib/actionGuard';
import { installBlurRule } from './lib/blurRule';
import { registerServiceWorker } from './lib/pwa';

installBlurRule(document);
installActionGuard(document);
window.addEventListener('error', (event) => sellerMonitor.report(event.error ?? event.message, 'unhandled'));
window.addEventListener('unhandledrejection', (event) => sellerMonitor.report(event.reason, 'unhandled'));

/**
 * The start in steps the browser can breathe between (the modules, the router, the first render),
 * so that none is one long task: on a slow phone the sign-in page answers a tap sooner.
 */
const yieldToBrowser = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The longest the first render waits for the first screen's guards and loaders (their network calls). */
const FIRST_LOAD_WAIT_MS = 400;

// A function rather than top-level await: the bundler would add a runtime chunk to the first visit for it.
async function start() {
  await yieldToBrowser();
  const { router, queryClient } = createAppRouter();
  // A deep link's screen code starts loading with the app rather than after its guards' calls (the
  // seller, the device): on a full load of a screen it arrives while those are on the way.
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);

  // With the first screen's route resolved, the first render below draws the page itself, as a
  // transition that yields; otherwise the router's store would re-render the whole page at once,
  // synchronously, when its load ends. A slow guard (a network call) does not hold the render up.
  await Promise.race([router.load().catch(() => undefined), yieldToBrowser(FIRST_LOAD_WAIT_MS)]);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole app at once: a slow phone answers a tap while the app starts.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

void start();
void registerServiceWorker();
