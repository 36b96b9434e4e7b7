import type { ToastColor } from '~/contract/constants';
import { createEventBus } from './eventBus';

export interface ToastMessage {
  id: number;
  message: string;
  color: ToastColor;
}

const toasts = createEventBus<ToastMessage>();
let nextId = 1;

/** The snackbar event of spec 4: anything may raise it, the one Toast on screen shows it. */
export function showToast(message: string, color: ToastColor = 'default') {
  toasts.emit({ id: nextId++, message, color });
}

export const subscribeToToasts = toasts.subscribe;
