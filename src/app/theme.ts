import { Anchor, createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'blue',
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  other: { namedColors },
  components: {
    // Links are underlined, so that a link in running text is not told apart by its colour alone
    // (WCAG 1.4.1); a link that is plainly one on its own (a logo) can still opt out.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});
