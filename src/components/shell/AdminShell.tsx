import { Badge, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { adminQueries } from '~/api/admin/queries';
import { Logo } from '../Logo';
import { ADMIN_MENU } from './adminMenu';
import { ShellFrame } from './ShellFrame';
import { ShellNavLink, useMenuPathname } from './ShellNavLink';
import { useSessionActions } from './useCurrentSeller';

/** The admin area frame: its own menu and logout, visibly not the seller panel. */
export const AdminShell = memo(function AdminShell() {
  const { logoutAdmin } = useSessionActions();
  const staff = useQuery(adminQueries.me()).data;
  const pathname = useMenuPathname();
  return (
    <ShellFrame
      headerColor="dark.8"
      brand={
        <>
          <Logo size={24} inverted />
          <Badge color="red" variant="filled">
            Admin
          </Badge>
        </>
      }
      actions={
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" visibleFrom="xs" data-testid="admin-email">
            {staff?.email}
          </Text>
          <Button size="xs" variant="white" color="dark" leftSection={<IconLogout size={14} />} onClick={logoutAdmin}>
            Log out
          </Button>
        </Group>
      }
      menuLabel="Admin menu"
      menu={(close) =>
        ADMIN_MENU.map((entry) => (
          <ShellNavLink key={entry.to} to={entry.to} label={entry.label} pathname={pathname} home="/admin-panel" onClick={close} />
        ))
      }
    />
  );
});
