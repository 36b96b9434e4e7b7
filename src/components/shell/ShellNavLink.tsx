import { NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';

/**
 * The menu entry for `to`, active on its page and the pages below it, and below any of `also`
 * (the other addresses of its app: the Lister's sessions open under /listings); the area's home
 * (`/` or `/admin-panel`) is active on itself only, or it would be active everywhere.
 */
export function isMenuEntryActive(pathname: string | null, to: string, home: string, also: readonly string[] = []): boolean {
  if (pathname === null) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (to === home) return path === home;
  return [to, ...also].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The address the menu marks an entry for: none on a not-found page (an unknown address, or a
 * route whose params do not fit), which belongs to no entry even when its address looks like one's.
 */
export function useMenuPathname(): string | null {
  return useRouterState({
    select: (state) => (state.matches.some((match) => match.status === 'notFound' || match._notFound) ? null : state.location.pathname),
  });
}

interface ShellNavLinkProps {
  to: string;
  label: string;
  pathname: string | null;
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
