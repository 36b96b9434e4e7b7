type Listener = (updateReady: boolean) => void;

const listeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  listener(applyUpdate !== null);
  return () => listeners.delete(listener);
}

/** Activates the waiting service worker; the page reloads once it has taken over. */
export function reloadIntoUpdate() {
  applyUpdate?.();
}

/**
 * Registers sw/sw.ts in production builds. When a new version has installed and waits, the app
 * offers "reload" instead of swapping code under a seller in the middle of a scan.
 */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { type: 'module' });
  workbox.addEventListener('waiting', () => {
    applyUpdate = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    listeners.forEach((listener) => listener(true));
  });
  await workbox.register();
  setInterval(() => void workbox.update().catch(() => undefined), 60 * 60 * 1000);
}
