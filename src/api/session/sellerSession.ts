import type { TokenPair } from '~/contract';
import { browserStorage, type KeyValueStorage } from './tokenStorage';

/** The three keys of spec 3.1, kept in localStorage under exactly these names. */
export const SELLER_KEYS = { token: 'token', refreshToken: 'refreshToken', deviceId: 'deviceId' } as const;

export interface SellerSession {
  token(): string | null;
  refreshToken(): string | null;
  deviceId(): string | null;
  setTokens(pair: TokenPair): void;
  setDeviceId(deviceId: string): void;
  /** Forgets all three keys (spec 4: logout, and device removal). */
  clear(): void;
  /** The full path the seller was on when the shell last let them in (spec 2.1). */
  intendedPath(): string | null;
  setIntendedPath(path: string): void;
  subscribe(listener: () => void): () => void;
}

export function createSellerSession(storage: KeyValueStorage = browserStorage): SellerSession {
  const listeners = new Set<() => void>();
  let intended: string | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  if (typeof window !== 'undefined') {
    // Another tab signed in or out: follow it.
    window.addEventListener('storage', (event) => {
      if (event.key === null || Object.values(SELLER_KEYS).includes(event.key as never)) notify();
    });
  }
  return {
    token: () => storage.get(SELLER_KEYS.token),
    refreshToken: () => storage.get(SELLER_KEYS.refreshToken),
    deviceId: () => storage.get(SELLER_KEYS.deviceId),
    setTokens(pair) {
      storage.set(SELLER_KEYS.token, pair.token);
      storage.set(SELLER_KEYS.refreshToken, pair.refreshToken);
      notify();
    },
    setDeviceId(deviceId) {
      storage.set(SELLER_KEYS.deviceId, deviceId);
      notify();
    },
    clear() {
      for (const key of Object.values(SELLER_KEYS)) storage.remove(key);
      notify();
    },
    intendedPath: () => intended,
    setIntendedPath(path) {
      intended = path;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
