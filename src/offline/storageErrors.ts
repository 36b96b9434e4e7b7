import Dexie from 'dexie';

/** Another tab keeps the old database version open, so this one cannot upgrade it. */
export class StorageBlockedError extends Error {
  constructor() {
    super("Close Folio's other tabs to finish updating its offline storage, then reload this page.");
    this.name = 'StorageBlockedError';
  }
}

/** A newer Folio in another tab already upgraded the database; this tab's code is too old. */
export class StorageOutdatedError extends Error {
  constructor() {
    super('Folio was updated in another tab. Reload this page to keep working offline.');
    this.name = 'StorageOutdatedError';
  }
}

/** The browser refused a write for lack of space: nothing of it was saved. */
export class StorageFullError extends Error {
  constructor(readonly what: string) {
    super(`This device is out of storage: ${what} was not saved. Free some space (or close other apps) and try again.`);
    this.name = 'StorageFullError';
  }
}

function names(error: unknown): string[] {
  const found: string[] = [];
  // Dexie wraps IndexedDB's DOMException (inner), and an aborted transaction may wrap it again.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const name = (current as { name?: unknown }).name;
    if (typeof name === 'string') found.push(name);
    current = (current as { inner?: unknown; cause?: unknown }).inner ?? (current as { cause?: unknown }).cause;
  }
  return found;
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof StorageFullError || names(error).some((name) => name === Dexie.errnames.QuotaExceeded);
}

export function isDatabaseClosedError(error: unknown): boolean {
  return names(error).includes(Dexie.errnames.DatabaseClosed);
}

export function isVersionError(error: unknown): boolean {
  return names(error).includes(Dexie.errnames.Version);
}
