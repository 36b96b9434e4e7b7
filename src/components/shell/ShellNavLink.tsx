import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The menu entry for `to`, active on its page and the pages below it, and below any of `also`
 * (the other addresses of its app: the Lister's sessions open under /listings); the area's home
 * (`/` or `/admin-panel`) is active on itself only, or it would be active everywhere.
 */
export function isMenuEntryActive(pathname: string, to: string, home: string, also: readonly string[] = []): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (to === home) return path === home;
  return [to, ...also].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

interface ShellNavLinkProps {
  to: string;
  label: string;
  pathname: string;
  home: string;
  also?: readonly string[] | undefined;
  onClick(): void;
}

export function ShellNavLink({ to, label, pathname, home, also, onClick }: ShellNavLinkProps) {
  const active = isMenuEntryActive(pathname, to, home, also);
  // The router's own active state is exact here: left fuzzy, it marks the home entry
  // (aria-current, which the menu styles) on every page of the area.
  return (
    <NavLink
      component={Link}
      to={to}
      activeOptions={{ exact: true, includeSearch: false }}
      aria-current={active ? 'page' : undefined}
      label={label}
      active={active}
      onClick={onClick}
    />
  );
}
