import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('takes the singular for exactly one, the plural otherwise, and groups thousands', () => {
    expect(plural(1, 'box', 'boxes')).toBe('1 box');
    expect(plural(0, 'box', 'boxes')).toBe('0 boxes');
    expect(plural(3, 'unit')).toBe('3 units');
    expect(plural(1200, 'item')).toBe('1,200 items');
  });
});
