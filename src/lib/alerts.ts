export interface AlertMessage {
  id: number;
  title: string;
  message: string;
}

type Listener = (alert: AlertMessage) => void;
const listeners = new Set<Listener>();
let nextId = 1;

/** A message that must be acknowledged, like the RESTRICTED ITEM alert of spec 5. */
export function showAlert(title: string, message: string) {
  const alert = { id: nextId++, title, message };
  listeners.forEach((listener) => listener(alert));
}

export function subscribeToAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
