import { createEventBus } from './eventBus';

export interface AlertMessage {
  id: number;
  title: string;
  message: string;
}

const alerts = createEventBus<AlertMessage>();
let nextId = 1;

/** A message that must be acknowledged, like the RESTRICTED ITEM alert of spec 5. */
export function showAlert(title: string, message: string) {
  alerts.emit({ id: nextId++, title, message });
}

export const subscribeToAlerts = alerts.subscribe;
