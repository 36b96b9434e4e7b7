/**
 * localStorage that never throws: a full or blocked storage (private windows, quota) must not
 * break sign-in, it only means the session does not survive a reload.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(storage: () => Storage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // kept in memory only
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored to remove
      }
    },
  };
}

export const browserStorage = safeStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
