import { Badge } from '@mantine/core';
import type { HazmatType } from '~/contract/lister';

/** What the marketplace says of a book that the seller must see at a glance, in both lister flows. */
export function ItemFlags({ item }: { item: { restricted: boolean; hazmatType: HazmatType | null; hasBattery: boolean } }) {
  return (
    <>
      {item.restricted && <Badge color="red" size="xs">Restricted</Badge>}
      {item.hazmatType && <Badge color="yellow" size="xs">Hazmat: {item.hazmatType}</Badge>}
      {item.hasBattery && <Badge color="yellow" size="xs">Battery</Badge>}
    </>
  );
}
