import { describe, expect, it } from 'vitest';
import { hiddenToast, percentLeft, toastReducer, type ToastState } from './toastReducer';

const info = { id: 1, message: 'Saved.', color: 'success' as const };
const failure = { id: 2, message: 'Could not save.', color: 'error' as const };

function run(state: ToastState, ...actions: Parameters<typeof toastReducer>[1][]) {
  return actions.reduce(toastReducer, state);
}

describe('toast countdown', () => {
  it('shows for 4 seconds, 15 for errors, and hides once the countdown falls below zero', () => {
    const shown = run(hiddenToast, { type: 'show', toast: info });
    expect(shown.remainingMs).toBe(4000);
    expect(run(shown, { type: 'tick', elapsedMs: 4000 }).toast).toEqual(info);
    expect(run(shown, { type: 'tick', elapsedMs: 4000 }, { type: 'tick', elapsedMs: 10 }).toast).toBeNull();
    expect(run(hiddenToast, { type: 'show', toast: failure }).durationMs).toBe(15_000);
  });

  it('pauses while hovered and restarts from the full duration on leave', () => {
    const hovered = run(hiddenToast, { type: 'show', toast: info }, { type: 'tick', elapsedMs: 3000 }, { type: 'hover' });
    expect(run(hovered, { type: 'tick', elapsedMs: 10_000 }).remainingMs).toBe(1000);
    expect(run(hovered, { type: 'leave' }).remainingMs).toBe(4000);
  });

  it('resets the countdown for a new toast', () => {
    const state = run(hiddenToast, { type: 'show', toast: info }, { type: 'tick', elapsedMs: 3500 }, { type: 'show', toast: failure });
    expect(state).toMatchObject({ toast: failure, remainingMs: 15_000 });
  });

  it('hides on close and on a route change', () => {
    const shown = run(hiddenToast, { type: 'show', toast: info });
    expect(run(shown, { type: 'close' }).toast).toBeNull();
    expect(run(shown, { type: 'routeChanged' }).toast).toBeNull();
  });

  it('reports the share of time left for the progress bar', () => {
    expect(percentLeft(run(hiddenToast, { type: 'show', toast: info }, { type: 'tick', elapsedMs: 1000 }))).toBe(75);
  });
});
