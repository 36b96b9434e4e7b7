import { describe, expect, it } from 'vitest';
import { textColourOn } from './colourContrast';

/** WCAG contrast ratio of two colours, to check the choice against the rule axe applies. */
function contrast(hex: string, text: 'black' | 'white'): number {
  const luminance = (colour: string) =>
    [1, 3, 5]
      .map((offset) => parseInt(colour.slice(offset, offset + 2), 16) / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
      .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
  const [light, dark] = [luminance(hex), luminance(text === 'black' ? '#000000' : '#ffffff')].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('textColourOn', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(textColourOn('#000000')).toBe('white');
    expect(textColourOn('#1864ab')).toBe('white');
    expect(textColourOn('#ffffff')).toBe('black');
    expect(textColourOn('#fab005')).toBe('black');
  });

  it('always gives at least 4.5:1, the contrast large and small text both pass with', () => {
    for (let grey = 0; grey < 256; grey += 5) {
      for (const hex of [`#${grey.toString(16).padStart(2, '0').repeat(3)}`, `#${grey.toString(16).padStart(2, '0')}8040`, `#20${grey.toString(16).padStart(2, '0')}a0`]) {
        expect(contrast(hex, textColourOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
