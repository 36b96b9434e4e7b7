import { describe, expect, it } from 'vitest';
import { SELLER_MENU } from './sellerMenu';
import { isMenuEntryActive } from './ShellNavLink';

describe('which menu entry is active', () => {
  it('marks an entry on its page and the pages below it, not on a page that only shares its prefix', () => {
    expect(isMenuEntryActive('/bookzy', '/bookzy', '/')).toBe(true);
    expect(isMenuEntryActive('/bookzy/abc/scan', '/bookzy', '/')).toBe(true);
    expect(isMenuEntryActive('/bookzyish', '/bookzy', '/')).toBe(false);
    expect(isMenuEntryActive('/admin-panel/users/', '/admin-panel/users', '/admin-panel')).toBe(true);
  });
  it('marks the home entry on the home page only', () => {
    expect(isMenuEntryActive('/', '/', '/')).toBe(true);
    expect(isMenuEntryActive('/bookzy', '/', '/')).toBe(false);
    expect(isMenuEntryActive('/admin-panel/', '/admin-panel', '/admin-panel')).toBe(true);
    expect(isMenuEntryActive('/admin-panel/users', '/admin-panel', '/admin-panel')).toBe(false);
  });

  it('marks the Lister entry on every lister address: sessions, listings, boxing, results', () => {
    const lister = SELLER_MENU.find((entry) => entry.app === 'lister')!;
    const active = (path: string) => isMenuEntryActive(path, lister.to, '/', lister.also);
    for (const path of ['/lister/session/fba', '/listings/fbm', '/listings/fba/12', '/listings/12/result', '/listings/12/boxing/3', '/lister/session/settings']) {
      expect(active(path), path).toBe(true);
    }
    expect(active('/listingsx')).toBe(false);
    expect(active('/bookzy')).toBe(false);
  });
});
