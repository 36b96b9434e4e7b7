import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, paletteRoles, readableColorVariables, readableVariantColors } from './readableColors';
import { theme as folioTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, folioTheme);
const palettes = Object.keys(theme.colors);
const WHITE = '#ffffff';
const PAGE = theme.colors.gray[0];

describe('readable colours (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    // Mantine's stock pairs that axe-core refused: dimmed on white, white on blue.6.
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(contrastRatio(WHITE, '#228be6')).toBeCloseTo(3.56, 2);
  });

  it.each(palettes)('%s: text on the page, text on its fill, and its light badge all reach 4.5:1', (name) => {
    const roles = paletteRoles(theme, name);
    expect(contrastRatio(roles.text, WHITE)).toBeGreaterThan(4.5);
    expect(contrastRatio(roles.text, PAGE)).toBeGreaterThan(4.5);
    expect(contrastRatio(roles.onFill, roles.fill)).toBeGreaterThan(4.5);
    expect(contrastRatio(roles.lightColor, roles.light)).toBeGreaterThan(4.5);
  });

  it('keeps the look: the lightest shade that reads, white text on every fill but the bright ones', () => {
    expect(paletteRoles(theme, 'blue').fill).toBe(theme.colors.blue[8]);
    expect(paletteRoles(theme, 'violet').fill).toBe(theme.colors.violet[6]);
    expect(paletteRoles(theme, 'orange').onFill).toBe(WHITE);
    expect(paletteRoles(theme, 'yellow')).toMatchObject({ fill: theme.colors.yellow[6], onFill: '#000000' });
  });

  it('gives dimmed text, links and errors colours that read on white, the page and a selected row', () => {
    const light = readableColorVariables(theme).light as Record<string, string>;
    for (const background of [WHITE, PAGE, theme.colors.gray[1], theme.colors.blue[1]]) {
      expect(contrastRatio(light['--mantine-color-dimmed']!, background)).toBeGreaterThan(4.5);
    }
    for (const variable of ['--mantine-color-anchor', '--mantine-color-error', '--mantine-color-success']) {
      expect(contrastRatio(light[variable]!, PAGE)).toBeGreaterThan(4.5);
    }
  });

  it('puts black or white on a filled seller colour, whichever reads', () => {
    const on = (color: string) => readableVariantColors({ color, theme, variant: 'filled' }).color;
    expect(on('#ffeb3b')).toBe('#000000');
    expect(on('#1a237e')).toBe(WHITE);
    expect(on('teal')).toBe('var(--mantine-color-teal-contrast)');
    expect(on('blue.1')).toBe('#000000');
  });
});
