/**
 * Black or white, whichever reads better on a seller's colour (a trigger's, a sorter gate's), by
 * WCAG relative luminance: the luminance where both give the same contrast ratio is about 0.179.
 */
export function textColourOn(hex: string): 'black' | 'white' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? 'black' : 'white';
}
