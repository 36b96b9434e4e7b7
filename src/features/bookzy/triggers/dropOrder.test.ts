import { describe, expect, it } from 'vitest';
import { dropResult } from './dropOrder';

const ids = [11, 22, 33, 44];

describe('dropResult: a drag becomes one move-below call', () => {
  it('moves to the top with target 0', () => {
    expect(dropResult(ids, 33, 11)).toEqual({ ids: [33, 11, 22, 44], targetId: 0 });
  });

  it('moves up into the middle, below the trigger now above it', () => {
    expect(dropResult(ids, 44, 22)).toEqual({ ids: [11, 44, 22, 33], targetId: 11 });
  });

  it('moves down into the middle', () => {
    expect(dropResult(ids, 11, 33)).toEqual({ ids: [22, 33, 11, 44], targetId: 33 });
  });

  it('moves to the bottom, below the last one', () => {
    expect(dropResult(ids, 22, 44)).toEqual({ ids: [11, 33, 44, 22], targetId: 44 });
  });

  it('queues nothing when dropped in place or outside the list', () => {
    expect(dropResult(ids, 22, 22)).toBeNull();
    expect(dropResult(ids, 22, null)).toBeNull();
    expect(dropResult(ids, 99, 22)).toBeNull();
  });
});
