import { Button } from '@mantine/core';
import { useState } from 'react';

/** The first `count` of a long list, and a button for the rest: a card of the page stays about as tall as its neighbours. */
export function useFirstFew<T>(items: readonly T[], count: number) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, count);
  const more =
    items.length > count ? (
      <Button variant="subtle" size="xs" onClick={() => setAll(!all)} style={{ alignSelf: 'flex-start' }}>
        {all ? 'Show fewer' : `Show all ${items.length}`}
      </Button>
    ) : null;
  return { shown, more };
}
