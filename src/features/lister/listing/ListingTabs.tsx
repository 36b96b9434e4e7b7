import { Tabs } from '@mantine/core';
import { IconBooks, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListingSession } from '~/contract/lister';
import { StaBoxesPanel } from '../sta/StaBoxesPanel';
import { useCanSendToMarketplace } from '../sta/useCanSendToMarketplace';

/**
 * The session's items, and beside them its send-to-marketplace boxes while it is open and the
 * seller has the product. One tab at a time is mounted: a wedge scan goes to the tab in view
 * (a book into the session, or a unit into the selected box), never to both.
 */
export function ListingTabs({ session, items }: { session: ListingSession; items: ReactNode }) {
  const canBox = useCanSendToMarketplace();
  if (session.status !== 'OPEN' || !canBox) return items;
  return (
    <Tabs defaultValue="items" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="items" leftSection={<IconBooks size={16} aria-hidden />}>
          Items
        </Tabs.Tab>
        <Tabs.Tab value="boxes" leftSection={<IconPackage size={16} aria-hidden />}>
          Boxes
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="items" pt="md">
        {items}
      </Tabs.Panel>
      <Tabs.Panel value="boxes" pt="md">
        <StaBoxesPanel session={session} />
      </Tabs.Panel>
    </Tabs>
  );
}
