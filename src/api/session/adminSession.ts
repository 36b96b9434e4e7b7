import { browserStorage, type KeyValueStorage } from './tokenStorage';

export const ADMIN_TOKEN_KEY = 'adminToken';

/** The admin token of spec 6: set on admin login, cleared on logout. */
export interface AdminSession {
  token(): string | null;
  setToken(token: string): void;
  clear(): void;
}

export function createAdminSession(storage: KeyValueStorage = browserStorage): AdminSession {
  return {
    token: () => storage.get(ADMIN_TOKEN_KEY),
    setToken: (token) => storage.set(ADMIN_TOKEN_KEY, token),
    clear: () => storage.remove(ADMIN_TOKEN_KEY),
  };
}
