import {
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * WCAG 2.1 AA for every colour the theme hands out: text at least 4.5:1 on what it is read on.
 * Warehouse screens are read at arm's length in poor light, and Mantine's stock pairs miss it
 * (dimmed #868e96 on white 3.3:1, white on blue.6 3.6:1, teal light badges 4.3:1). Instead of
 * repainting the palettes, each colour's role (text, fill, light badge) takes the first of its own
 * shades that reads, from the one Mantine would use on; a palette too light at its darkest shade
 * gets that shade darkened just enough. So blue stays blue, only a shade or two deeper.
 */

const AA_TEXT = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';

/** Palettes bright by nature: their fills keep their colour and carry black text, as warning signs do. */
const BRIGHT_FILLS = new Set(['yellow', 'lime']);

/** The WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Reads on every background: strictly above 4.5:1, as axe-core counts it. */
const readsOn = (color: string, backgrounds: readonly string[]) => backgrounds.every((background) => contrastRatio(color, background) > AA_TEXT);

/** The first shade that reads on every background, or the last one darkened in 2% steps until it does. */
export function firstReadable(shades: readonly string[], backgrounds: readonly string[]): string {
  const found = shades.find((shade) => readsOn(shade, backgrounds));
  if (found) return found;
  const darkest = shades.at(-1)!;
  for (let step = 1; step <= 50; step++) {
    const darker = darken(darkest, step * 0.02);
    if (readsOn(darker, backgrounds)) return darker;
  }
  return BLACK;
}

/** Black or white text on a fill: white wherever it reads, as on every fill but the bright ones. */
export const textOn = (fill: string) => (readsOn(WHITE, [fill]) ? WHITE : BLACK);

const lightShade = (theme: MantineTheme) => (typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light);

/** The readable roles of one palette: its text on the page, its fill and the text on it, its light badge. */
export function paletteRoles(theme: MantineTheme, name: string) {
  const shades = theme.colors[name]!;
  const fromPrimary = shades.slice(lightShade(theme));
  // Text stands on white cards and on the app's light grey page (AppShell.Main is gray.0).
  const text = firstReadable(fromPrimary, [WHITE, theme.colors.gray[0]]);
  const fill = BRIGHT_FILLS.has(name) ? fromPrimary[0]! : firstReadable(fromPrimary, [WHITE]);
  const fillIndex = shades.indexOf(fill);
  return {
    text,
    fill,
    fillHover: fillIndex >= 0 && fillIndex < 9 ? shades[fillIndex + 1]! : darken(fill, 0.1),
    onFill: textOn(fill),
    light: shades[1]!,
    lightColor: firstReadable([shades[9]!], [shades[1]!]),
  };
}

/** Where secondary text stands: white cards, the grey page, and a selected row or box (the primary's light tint). */
const dimmedBackgrounds = (theme: MantineTheme) => [WHITE, theme.colors.gray[0], theme.colors.gray[1], theme.colors[theme.primaryColor]![1]!];

/** Mantine's colour variables for the light scheme, replaced by their readable roles. */
export const readableColorVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  for (const name of Object.keys(theme.colors)) {
    if (!Array.isArray(theme.colors[name])) continue;
    const roles = paletteRoles(theme, name);
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: roles.text,
      [`--mantine-color-${name}-filled`]: roles.fill,
      [`--mantine-color-${name}-filled-hover`]: roles.fillHover,
      [`--mantine-color-${name}-contrast`]: roles.onFill,
      [`--mantine-color-${name}-light-color`]: roles.lightColor,
      [`--mantine-color-${name}-outline`]: roles.text,
    });
  }
  const primary = paletteRoles(theme, theme.primaryColor);
  Object.assign(light, {
    '--mantine-color-dimmed': firstReadable([theme.colors.gray[6]], dimmedBackgrounds(theme)),
    '--mantine-color-anchor': primary.text,
    '--mantine-primary-color-contrast': primary.onFill,
    '--mantine-color-error': paletteRoles(theme, 'red').text,
    '--mantine-color-success': paletteRoles(theme, 'teal').text,
  });
  return { variables: {}, light, dark: {} };
};

/**
 * Filled variants take the text colour that reads on their fill: the palette's own for a theme
 * colour, black or white by contrast for a shade or a seller's colour (a Bookzy trigger's).
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (parsed.isThemeColor && parsed.shade === undefined) return { ...colors, color: `var(--mantine-color-${parsed.color}-contrast)` };
  if (parsed.value.startsWith('var(')) return colors;
  return { ...colors, color: textOn(parsed.value) };
};
