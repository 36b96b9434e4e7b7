import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The menu entry for `to`, active on its page and the pages below it; the area's home (`/` or
 * `/admin-panel`) is active on itself only, or it would be active everywhere.
 */
export function isMenuEntryActive(pathname: string, to: string, home: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return to === home ? path === home : path === to || path.startsWith(`${to}/`);
}

interface ShellNavLinkProps {
  to: string;
  label: string;
  pathname: string;
  home: string;
  onClick(): void;
}

export function ShellNavLink({ to, label, pathname, home, onClick }: ShellNavLinkProps) {
  return <NavLink component={Link} to={to} label={label} active={isMenuEntryActive(pathname, to, home)} onClick={onClick} />;
}
