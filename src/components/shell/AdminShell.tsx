import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { adminQueries } from '~/api/admin/queries';
import { Logo } from '../Logo';
import { ADMIN_MENU } from './adminMenu';
import { useSessionActions } from './useCurrentSeller';

/** The admin area frame: its own menu and logout, visibly not the seller panel. */
export function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure();
  const { logoutAdmin } = useSessionActions();
  const staff = useQuery(adminQueries.me()).data;
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header bg="dark.8" c="white" px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label="Open menu" />
            <Logo size={24} inverted />
            <Badge color="red" variant="filled">
              Admin
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="xs" data-testid="admin-email">
              {staff?.email}
            </Text>
            <Button size="xs" variant="white" color="dark" leftSection={<IconLogout size={14} />} onClick={logoutAdmin}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin menu">
        <AppShell.Section grow component={ScrollArea}>
          {ADMIN_MENU.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={entry.label}
              active={entry.to === '/admin-panel' ? pathname === '/admin-panel' || pathname === '/admin-panel/' : pathname.startsWith(entry.to)}
              onClick={close}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
