import { describe, expect, it } from 'vitest';
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
});
