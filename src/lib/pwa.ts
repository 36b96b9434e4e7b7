import { createEventBus } from './eventBus';

const updates = createEventBus<boolean>();
let applyUpdate: (() => void) | null = null;

/** Tells the listener at once whether an update waits, then again when one arrives. */
export function subscribeToUpdates(listener: (updateReady: boolean) => void): () => void {
  listener(applyUpdate !== null);
  return updates.subscribe(listener);
}

/** Activates the waiting service worker; the page reloads once it has taken over. */
export function reloadIntoUpdate() {
  applyUpdate?.();
}

interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

interface RegisterOptions {
  enabled?: boolean;
  loadWorkbox?: () => Promise<{ Workbox: new (url: string, options: { type: 'module' }) => WorkboxLike }>;
  reload?: () => void;
}

/**
 * Registers sw/sw.ts in production builds. When a new version has installed and waits, the app
 * offers "reload" instead of swapping code under a seller in the middle of a scan.
 */
export async function registerServiceWorker({
  enabled = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  loadWorkbox = () => import('workbox-window'),
  reload = () => window.location.reload(),
}: RegisterOptions = {}) {
  if (!enabled) return;
  const { Workbox } = await loadWorkbox();
  const workbox = new Workbox('/sw.js', { type: 'module' });
  workbox.addEventListener('waiting', () => {
    applyUpdate = () => {
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
    };
    updates.emit(true);
  });
  await workbox.register();
  // Sellers keep the app open all day: look for a new version every hour.
  setInterval(() => void workbox.update().catch(() => undefined), 60 * 60 * 1000);
}
