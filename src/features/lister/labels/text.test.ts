import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '~/contract/constants';
import { conditionText } from './text';

describe('conditionText', () => {
  it('names every condition as the marketplace prints it', () => {
    expect(CONDITIONS.map(conditionText)).toEqual(['New', 'Used', 'Collectible', 'Used - Like New', 'Used - Very Good', 'Used - Good', 'Used - Acceptable']);
  });
});
