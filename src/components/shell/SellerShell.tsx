import { Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDeviceDesktop, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { Logo } from '../Logo';
import { ImpersonationBanner } from './ImpersonationBanner';
import { OfflineBadge } from './OfflineBadge';
import { OutboxStatus, useOutboxSync } from './OutboxStatus';
import { ShellFrame } from './ShellFrame';
import { visibleMenu } from './sellerMenu';
import { ShellNavLink, useMenuPathname } from './ShellNavLink';
import { useCurrentSeller, useSessionActions } from './useCurrentSeller';

/**
 * The authenticated seller frame: the account and this device, the menu by category, the page.
 * Memoised: the router paints a layout again on every navigation, a changed sort or filter in the
 * address included, while the frame changes only with the seller and the menu's page (its Outlet
 * follows the router on its own).
 */
export const SellerShell = memo(function SellerShell() {
  const user = useCurrentSeller();
  const { logoutSeller } = useSessionActions();
  const pathname = useMenuPathname();
  const menu = user ? visibleMenu(user) : [];
  useOutboxSync();

  const brand = (
    <>
      {/* The name starts with the word the logo shows (WCAG 2.5.3, label in name). */}
      <Link to="/" aria-label="Folio dashboard" style={{ textDecoration: 'none' }}>
        {/* On a phone the header keeps its width for the offline and sync badges. */}
        <Logo size={26} inverted nameFrom="xs" />
      </Link>
      <OfflineBadge />
      <OutboxStatus />
    </>
  );

  const account = (
    <Menu position="bottom-end" width={260}>
      {/* Named by what it shows, the account and this device, so speech input can say it
          (WCAG 2.5.3); on a phone, where both are hidden, by the hidden words alone. */}
      <Menu.Target>
        <UnstyledButton c="white" data-testid="account-menu">
          <Group gap={6} wrap="nowrap">
            <IconUserCircle size={22} />
            <Stack gap={0} visibleFrom="xs">
              <Text size="sm" fw={600} lh={1.2} data-testid="user-email">
                {user?.email}
              </Text>
              <Text size="xs" c="gray.4" lh={1.2} data-testid="device-name">
                {user?.device.deviceName}
              </Text>
            </Stack>
            <IconChevronDown size={14} />
            <VisuallyHidden>Account menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email}</Menu.Label>
        <Menu.Item leftSection={<IconDeviceDesktop size={16} />} component={Link} to="/account">
          Account and devices
        </Menu.Item>
        <Menu.Divider />
        {/* c, not color: Menu.Item paints a theme colour with its light shade 6, which does not read. */}
        <Menu.Item leftSection={<IconLogout size={16} />} c="red" onClick={() => logoutSeller()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <ShellFrame
      headerColor="navy.9"
      brand={brand}
      actions={account}
      menuLabel="Main menu"
      notice={user && <ImpersonationBanner user={user} onEnd={() => logoutSeller()} />}
      menu={(close) =>
        menu.map((group) => (
          <Stack key={group.category} gap={2} mb="md" data-testid={`menu-${group.category}`}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
              {group.label}
            </Text>
            {group.entries.map((entry) => (
              <ShellNavLink key={entry.to} to={entry.to} label={entry.label} also={entry.also} pathname={pathname} home="/" onClick={close} />
            ))}
          </Stack>
        ))
      }
      menuFooter={
        <Text size="xs" c="dimmed" px="sm" pb="xs">
          This device: {user?.device.deviceName}
        </Text>
      }
    />
  );
});
