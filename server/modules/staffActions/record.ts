import type { AdminPrincipal } from '../../auth/principals';
import type { Executor } from '../../db/database';
import { staffActions } from '../../db/schema';

/** A field staff changed: what it was, what it became. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export interface StaffAction {
  /** The account acted on; null for shared lists (a new agent, a product's price). */
  userId: number | null;
  /** A stable name, e.g. USER_DELETE, REFUND, DISCOUNT_ASSIGN. */
  action: string;
  /** { field: { from, to } } for edits, or the action's own figures (an amount, an invoice number). */
  detail?: Record<string, FieldChange | unknown>;
}

/**
 * Records what a staff member did. Call it with the transaction that makes the change, so that a
 * change is never without its record nor a record without its change.
 */
export async function recordStaffAction(tx: Executor, staff: Pick<AdminPrincipal, 'adminId' | 'email'>, action: StaffAction): Promise<void> {
  await recordStaffActions(tx, staff, [action]);
}

/** Records one change that touched many accounts (a deleted agent cleared from its sellers) in one insert. */
export async function recordStaffActions(tx: Executor, staff: Pick<AdminPrincipal, 'adminId' | 'email'>, actions: StaffAction[]): Promise<void> {
  if (actions.length === 0) return;
  await tx.insert(staffActions).values(
    actions.map((action) => ({
      adminId: staff.adminId,
      adminEmail: staff.email,
      userId: action.userId,
      action: action.action,
      detail: action.detail ?? {},
    })),
  );
}

/** The fields whose value differs between two versions of a record, as { field: { from, to } }. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
