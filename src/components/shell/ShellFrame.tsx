import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The frame both shells share: a header (brand left, account actions right), a menu that folds
 * behind a burger on phones and tablets, and the page. Choosing a menu entry folds the menu again.
 * The menu stands beside the page only from 1200 px: on a 1024 px warehouse tablet the page needs
 * the whole width (the boxing screen's two halves, the item table's columns).
 */
export function ShellFrame(props: {
  headerColor: string;
  brand: ReactNode;
  actions: ReactNode;
  menuLabel: string;
  menu(close: () => void): ReactNode;
  menuFooter?: ReactNode;
  /** Shown above every page (a staff session's banner). */
  notice?: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'lg', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header bg={props.headerColor} c="white" px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="lg" size="sm" color="white" aria-label="Open menu" />
            {props.brand}
          </Group>
          {props.actions}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={props.menuLabel}>
        <AppShell.Section grow component={ScrollArea}>
          {props.menu(close)}
        </AppShell.Section>
        {props.menuFooter && <AppShell.Section>{props.menuFooter}</AppShell.Section>}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {props.notice}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
