import { Box, Button, Collapse } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * On a phone a table's filters would fill the screen above it: there they fold behind a button
 * (open while any filter is set, so what narrows the table is never out of sight by surprise).
 */
export function FoldingFilters({ id, active, children }: { id: string; active: boolean; children: ReactNode }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [opened, { toggle }] = useDisclosure(active);
  if (!narrow) return <>{children}</>;
  return (
    <Box>
      <Button variant="default" size="sm" leftSection={<IconFilter size={16} />} onClick={toggle} aria-expanded={opened} aria-controls={id}>
        {opened ? 'Hide filters' : active ? 'Filters (on)' : 'Filters'}
      </Button>
      <Collapse expanded={opened} id={id} mt="xs">
        {children}
      </Collapse>
    </Box>
  );
}
