import { describe, expect, it } from 'vitest';
import { TRIGGER_NAME_MAX } from '~/contract/bookzy';
import { newTriggerValues, serverErrors, TRIGGER_SWATCHES, validateTrigger } from './triggerForm';

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
});

describe('serverErrors', () => {
  it('puts field sentences under their fields and keeps the rest', () => {
    expect(serverErrors('name is required; colorCode: Bad colour; The device is not active.')).toEqual({
      fields: { name: 'Is required', colorCode: 'Bad colour' },
      general: 'The device is not active.',
    });
  });
});
