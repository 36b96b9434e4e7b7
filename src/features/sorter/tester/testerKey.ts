/**
 * The machine key typed into the tester, for this tab only: sessionStorage is cleared when the tab
 * closes, so a key borrowed from a sorter does not stay on a shared computer.
 */
const KEY = 'folio.sorterTester.key';

export function readTesterKey(storage: Pick<Storage, 'getItem'> = sessionStorage): string {
  try {
    return storage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage refused (private mode): the seller types it again
  }
}

export function rememberTesterKey(key: string, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  try {
    if (key) storage.setItem(KEY, key);
    else storage.removeItem(KEY);
  } catch {
    // Not remembered: nothing else depends on it.
  }
}
