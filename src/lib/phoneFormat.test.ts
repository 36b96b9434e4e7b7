import { describe, expect, it } from 'vitest';
import { usPhone } from '~/contract';
import { formatUsPhone } from './phoneFormat';

describe('US phone input', () => {
  it('formats digits as they are typed', () => {
    expect(['', '4', '415', '4155', '415555', '4155550', '4155550132', '41555501329'].map(formatUsPhone)).toEqual([
      '',
      '(4',
      '(415',
      '(415) 5',
      '(415) 555',
      '(415) 555-0',
      '(415) 555-0132',
      '(415) 555-0132',
    ]);
  });

  it('drops a leading country code and anything that is not a digit', () => {
    expect(formatUsPhone('+1 415.555.0132')).toBe('(415) 555-0132');
  });

  it('produces what the contract accepts', () => {
    expect(usPhone.parse(formatUsPhone('4155550132'))).toBe('+14155550132');
    expect(usPhone.safeParse(formatUsPhone('0155550132')).success).toBe(false);
  });
});
