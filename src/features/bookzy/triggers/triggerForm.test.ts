import { describe, expect, it } from 'vitest';
import { TRIGGER_NAME_MAX } from '~/contract/bookzy';
import { ACCEPT_SWATCHES, newTriggerValues, priceSourceOptions, serverErrors, TRIGGER_SWATCHES, validateTrigger, withChannel } from './triggerForm';

const valid = { ...newTriggerValues([]), name: 'Media mail' };

describe('trigger form validation (the contract schema)', () => {
  it('accepts a complete rule and empty limits', () => {
    expect(validateTrigger(valid)).toEqual({});
  });

  it('requires a name, and not only spaces', () => {
    expect(validateTrigger({ ...valid, name: '' })).toEqual({ name: 'Is required' });
    expect(validateTrigger({ ...valid, name: '   ' })).toEqual({ name: 'Is required' });
    expect(validateTrigger({ ...valid, name: 'x'.repeat(TRIGGER_NAME_MAX + 1) }).name).toMatch(/at most 40/);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(validateTrigger({ ...valid, colorCode: 'green' })).toEqual({ colorCode: 'Must be a colour like #2f9e44' });
    expect(validateTrigger({ ...valid, colorCode: '#abc' }).colorCode).toBeDefined();
  });

  it('refuses negative limits but allows a loss floor for profit', () => {
    expect(validateTrigger({ ...valid, maxOffers: -1 }).maxOffers).toBe('Must not be negative');
    expect(validateTrigger({ ...valid, minProfit: -500 })).toEqual({});
  });
});

describe('new trigger defaults', () => {
  it('picks a colour the device does not use yet', () => {
    expect(newTriggerValues([TRIGGER_SWATCHES[0]!.toUpperCase()]).colorCode).toBe(TRIGGER_SWATCHES[1]);
  });

  it('never starts in the reject red, nor a colour the scan screen uses for another verdict', () => {
    const REJECT_RED = '#e03131';
    // A device with the usual green, blue and orange triggers used to get red as its fourth.
    const fourth = newTriggerValues(['#2f9e44', '#1c7ed6', '#f08c00']).colorCode;
    expect(fourth).not.toBe(REJECT_RED);
    expect(ACCEPT_SWATCHES).toContain(fourth);
    for (let count = 0; count <= TRIGGER_SWATCHES.length * 2; count++) {
      const used = Array.from({ length: count }, (_, index) => TRIGGER_SWATCHES[index % TRIGGER_SWATCHES.length]!);
      expect(['#e03131', '#d6336c', '#495057', '#f08c00']).not.toContain(newTriggerValues(used).colorCode);
    }
  });

  it('starts merchant-fulfilled at the lowest used price, which fits that channel', () => {
    expect(validateTrigger({ ...newTriggerValues([]), name: 'Media mail' })).toEqual({});
  });
});

describe('channel and price source', () => {
  it('switching to FBA replaces Lowest used with the FBA default and says so', () => {
    const mediaMail = { ...valid, channel: 'MF' as const, priceSource: 'LOWEST_USED' as const };
    expect(withChannel(mediaMail, 'FBA')).toEqual({
      values: { ...mediaMail, channel: 'FBA', priceSource: 'LOWEST_FBA' },
      notice: 'Price source is now Lowest FBA: Lowest used does not fit FBA.',
    });
    expect(withChannel({ ...mediaMail, priceSource: 'LOWEST_FBA' }, 'MF').values.priceSource).toBe('LOWEST_USED');
  });

  it('keeps a price that fits both channels, without a word', () => {
    expect(withChannel({ ...valid, priceSource: 'BUY_BOX' }, 'FBA')).toEqual({ values: { ...valid, priceSource: 'BUY_BOX', channel: 'FBA' }, notice: null });
  });

  it('offers only the prices that fit, and marks an older trigger\'s price that does not', () => {
    expect(priceSourceOptions('FBA', 'BUY_BOX').map((option) => option.label)).toEqual(['Lowest FBA', 'Buy box']);
    expect(priceSourceOptions('FBA', 'LOWEST_USED').at(-1)).toEqual({ value: 'LOWEST_USED', label: 'Lowest used (does not fit FBA)' });
    expect(validateTrigger({ ...valid, channel: 'FBA', priceSource: 'LOWEST_USED' })).toEqual({
      priceSource: 'Lowest used does not fit FBA: pick Lowest FBA or Buy box',
    });
  });
});

describe('serverErrors', () => {
  it('puts field sentences under their fields and keeps the rest', () => {
    expect(serverErrors('name is required; colorCode: Bad colour; The device is not active.')).toEqual({
      fields: { name: 'Is required', colorCode: 'Bad colour' },
      general: 'The device is not active.',
    });
  });
});
