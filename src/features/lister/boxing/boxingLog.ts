/** The boxing calls whose outcome the log reports (spec 8.3), plus the ones it keeps quiet about. */
export type BoxingOperation =
  | 'add'
  | 'remove'
  | 'createBox'
  | 'removeBox'
  | 'transfer'
  | 'removeFromSession'
  | 'updateBox'
  | 'setQuantity'
  | 'exclude'
  | 'submit';

/** Spec 8.3, word for word in meaning: the error shows beside the server's own errorMessage. */
export const BOXING_MESSAGES: Record<BoxingOperation, { success: string; error: string }> = {
  add: { success: 'Item transferred to the box', error: 'Item could not be transferred to a box' },
  remove: { success: 'Item removed from the box', error: 'Item could not be removed from a box' },
  createBox: { success: 'A new box created', error: 'Could not create a new box' },
  removeBox: { success: 'Box removed', error: 'Could not remove the box' },
  transfer: { success: 'Selected items transferred', error: 'Could not transfer selected items' },
  removeFromSession: { success: 'Item(s) removed from session', error: 'Could not remove the item(s) from session' },
  // Not in 8.3: Folio's own lines, so that every change the seller made is in one place.
  updateBox: { success: 'Box size and weight saved', error: 'Could not save the box size and weight' },
  setQuantity: { success: 'Quantity changed', error: 'Could not change the quantity' },
  exclude: { success: 'Item excluded from the plan', error: 'Could not exclude the item' },
  submit: { success: 'Boxes submitted', error: 'Could not submit the boxes' },
};

export interface LogEntry {
  id: number;
  /** Date.now() of the reply. */
  at: number;
  operation: BoxingOperation;
  outcome: 'success' | 'error';
  message: string;
  /** What it was about ('Box 3: 2 × X00ABCDEFG'), or on errors the server's apiError.errorMessage. */
  detail: string | null;
  /** The server's errorCode on errors. */
  code: number | null;
}

/** The log keeps the newest entries only: a day of scanning must not grow the page without bound. */
export const LOG_LIMIT = 200;

/** The log with a new entry on top, numbered after the newest, and no longer than LOG_LIMIT. */
export function appendLog(log: readonly LogEntry[], entry: Omit<LogEntry, 'id'>): LogEntry[] {
  const id = (log[0]?.id ?? 0) + 1;
  return [{ id, ...entry }, ...log].slice(0, LOG_LIMIT);
}
