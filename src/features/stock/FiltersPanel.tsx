import { Box, Button, Collapse } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { hasFilters, type StockSearch } from './stockSearch';

/**
 * On a phone the filters would fill the screen above the table: there they fold behind a button
 * (open while any filter is set, so what narrows the table is never out of sight by surprise).
 */
export function FiltersPanel({ search, children }: { search: StockSearch; children: ReactNode }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [opened, { toggle }] = useDisclosure(hasFilters(search));
  if (!narrow) return <>{children}</>;
  return (
    <Box>
      <Button variant="default" size="sm" leftSection={<IconFilter size={16} />} onClick={toggle} aria-expanded={opened} aria-controls="stock-filters">
        {opened ? 'Hide filters' : hasFilters(search) ? 'Filters (on)' : 'Filters'}
      </Button>
      <Collapse expanded={opened} id="stock-filters" mt="xs">
        {children}
      </Collapse>
    </Box>
  );
}
