import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../constants';
import { CONDITION_WORDS, conditionWords } from './conditionWords';

describe('condition words', () => {
  it('names every lister condition as the marketplace prints it', () => {
    expect(CONDITIONS.map((condition) => CONDITION_WORDS[condition])).toEqual([
      'New',
      'Used',
      'Collectible',
      'Used - Like New',
      'Used - Very Good',
      'Used - Good',
      'Used - Acceptable',
    ]);
  });
  it('words a stock SKU by its sub-condition, and an unknown condition as itself', () => {
    expect(conditionWords('used', 'verygood')).toBe('Used - Very Good');
    expect(conditionWords('collectible', 'likenew')).toBe('Collectible - Like New');
    expect(conditionWords('collectible', 'new')).toBe('Collectible');
    expect(conditionWords('refurbished')).toBe('refurbished');
  });
});
