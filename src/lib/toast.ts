import type { ToastColor } from '~/contract/constants';
import { createEventBus } from './eventBus';

export interface ToastMessage {
  id: number;
  message: string;
  color: ToastColor;
  /** A failed request's id (X-Request-Id), which a seller's screenshot hands to support. */
  reference?: string;
}

const toasts = createEventBus<ToastMessage>();
let nextId = 1;

/** The snackbar event of spec 4: anything may raise it, the one Toast on screen shows it. */
export function showToast(message: string, color: ToastColor = 'default', reference?: string) {
  toasts.emit({ id: nextId++, message, color, ...(reference ? { reference } : {}) });
}

export const subscribeToToasts = toasts.subscribe;
