import {
  createTheme,
  type AnchorProps,
  type DrawerProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type PaginationProps,
} from '@mantine/core';
import { readableColorVariables, readableVariantColors } from './readableColors';

/** Dark navy, the secondary colour of spec 9, for the shell's header and sidebar. */
const navy: MantineColorsTuple = [
  '#eef2f9', '#d9e0ee', '#aebdd9', '#8098c4', '#5a79b3', '#4265a8', '#355aa4',
  '#274a8f', '#1f3f7f', '#1c2a48',
];

/** The named colours of spec 9, for channel badges and status text. */
export const namedColors = {
  fba: 'orange',
  fbm: 'cyan',
  repricer: 'violet',
  success: 'teal',
  error: 'red',
  warning: 'yellow',
} as const;

const PAGER_CONTROLS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/**
 * A component's theme entry written without importing the component: `Modal.extend(...)` would put
 * Modal, Drawer, Menu and their positioning code into the first download of the sign-in page.
 */
const withDefaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

export const theme = createTheme({
  primaryColor: 'blue',
  colors: { navy },
  // Text, fills and light badges take the shades that reach WCAG AA (readableColors.ts).
  variantColorResolver: readableVariantColors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  other: { namedColors },
  components: {
    // A link inside a sentence is told apart by its underline, not by its colour alone (WCAG 1.4.1).
    Anchor: withDefaults<AnchorProps>({ underline: 'always' }),
    // The dialogs' × buttons have no text: a name tells screen readers what they do.
    Modal: withDefaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Drawer: withDefaults<DrawerProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    // Mantine's focus placeholder is a focusable "presentation" element inside role=menu, which
    // screen readers cannot place; an opened menu focuses its first item instead, as ARIA's menu
    // button pattern does.
    Menu: withDefaults<MenuProps>({ withInitialFocusPlaceholder: false }),
    // The arrows of a pager are icons: their names say where they go.
    Pagination: withDefaults<PaginationProps>({ getControlProps: (control) => ({ 'aria-label': PAGER_CONTROLS[control] }) }),
    // A badge carries a word a seller reads (a status, a flag, "Offline"): it takes the width of its
    // words instead of being squeezed to "SUBM…" by a table column or a crowded header.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/** The theme's colour variables, given to MantineProvider beside the theme. */
export const cssVariablesResolver = readableColorVariables;
