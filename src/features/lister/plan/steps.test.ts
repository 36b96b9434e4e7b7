import { describe, expect, it } from 'vitest';
import { NSESSION_STAGES, NSESSION_STEPS } from '~/contract/nsession';
import { STEP_OF_STAGE, STEP_ORDER, stepOpen } from './steps';

describe('the plan steps', () => {
  it('are the spec routes in the flow’s order', () => {
    expect(STEP_ORDER).toEqual(NSESSION_STEPS);
  });

  it('resume each stage at its step, which is always open', () => {
    for (const stage of NSESSION_STAGES) expect(stepOpen(STEP_OF_STAGE[stage], stage)).toBe(true);
    expect(STEP_OF_STAGE.PACKING).toBe('packing');
    expect(STEP_OF_STAGE.LABELS).toBe('print-labels');
  });

  it('open the steps done before and the items, never later ones, and scanning only while scanning', () => {
    expect(stepOpen('session-items', 'COMPLETE')).toBe(true);
    expect(stepOpen('packing-options', 'PACKING')).toBe(true);
    expect(stepOpen('packing', 'PACKING_OPTIONS')).toBe(false);
    expect(stepOpen('print-labels', 'PLACEMENT')).toBe(false);
    expect(stepOpen('scanning', 'SCANNING')).toBe(true);
    expect(stepOpen('scanning', 'PACKING')).toBe(false);
  });
});
