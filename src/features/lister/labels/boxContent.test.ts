import { describe, expect, it } from 'vitest';
import { fromTenths } from './boxContent';

describe('fromTenths', () => {
  it('shows tenths with one decimal, and nothing for a box not measured', () => {
    expect(fromTenths(125)).toBe('12.5');
    expect(fromTenths(180)).toBe('18.0');
    expect(fromTenths(null)).toBeUndefined();
    expect(fromTenths(0)).toBeUndefined();
  });
});
