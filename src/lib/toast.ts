import type { ToastColor } from '~/contract/constants';

export interface ToastMessage {
  id: number;
  message: string;
  color: ToastColor;
}

type Listener = (toast: ToastMessage) => void;

const listeners = new Set<Listener>();
let nextId = 1;

/** The snackbar event of spec 4: anything may raise it, the one Toast on screen shows it. */
export function showToast(message: string, color: ToastColor = 'default') {
  const toast = { id: nextId++, message, color };
  listeners.forEach((listener) => listener(toast));
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
