import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '~/contract/constants';
import type { ToastMessage } from '~/lib/toast';

export interface ToastState {
  toast: ToastMessage | null;
  durationMs: number;
  remainingMs: number;
  paused: boolean;
}

export type ToastAction =
  | { type: 'show'; toast: ToastMessage }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'hover' }
  | { type: 'leave' }
  | { type: 'close' }
  | { type: 'routeChanged' };

export const hiddenToast: ToastState = { toast: null, durationMs: 0, remainingMs: 0, paused: false };

/**
 * The toast of spec 4 and 9: a new toast resets the countdown (4 s, 15 s for errors); hovering
 * pauses it and leaving restarts it; it hides on close, when the countdown falls below zero, and
 * when the route changes.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show': {
      const durationMs = action.toast.color === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
      return { toast: action.toast, durationMs, remainingMs: durationMs, paused: state.paused && state.toast !== null };
    }
    case 'tick': {
      if (!state.toast || state.paused) return state;
      const remainingMs = state.remainingMs - action.elapsedMs;
      return remainingMs < 0 ? hiddenToast : { ...state, remainingMs };
    }
    case 'hover':
      return state.toast ? { ...state, paused: true } : state;
    case 'leave':
      return state.toast ? { ...state, paused: false, remainingMs: state.durationMs } : state;
    case 'close':
    case 'routeChanged':
      return hiddenToast;
  }
}

/** Share of the countdown left, for the progress bar. */
export function percentLeft(state: ToastState): number {
  return state.durationMs > 0 ? Math.max(0, (state.remainingMs / state.durationMs) * 100) : 0;
}
