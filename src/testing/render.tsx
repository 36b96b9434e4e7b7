import { MantineProvider } from '@mantine/core';
import { RouterContextProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render as renderWithoutTheme } from '@testing-library/react';
import type { ReactElement } from 'react';
import { cssVariablesResolver, theme } from '~/app/theme';

/** Renders inside Folio's Mantine theme, as the app does. */
export function render(ui: ReactElement) {
  // env="test" turns transitions off: dropdowns and modals open at once in jsdom.
  return renderWithoutTheme(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {ui}
    </MantineProvider>,
  );
}

/** As render, inside a router too: for a form that asks before the seller leaves it (useBlocker). */
export function renderInRouter(ui: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });
  return render(<RouterContextProvider router={router}>{ui}</RouterContextProvider>);
}
