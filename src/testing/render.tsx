import { MantineProvider } from '@mantine/core';
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
