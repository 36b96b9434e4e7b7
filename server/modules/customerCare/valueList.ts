import { ErrorCode, type ListEntry } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput, notFound } from '../../http/appError';
import { recordStaffAction, recordStaffActions } from '../staffActions/record';

/**
 * What the staff lists (the four customer attributes, the unsubscribe reasons) share. A value is
 * unique whatever its case (the tables' lower(value) indexes decide, so two staff adding "Dana" at
 * once still make one); deleting one that sellers have needs a confirmation and clears it from
 * them. Each change is a staff action on the shared list, and a delete one on each seller's
 * account too.
 */

type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;

/** Where one list lives: its table's reads and writes. */
export interface ListStore {
  noun: string;
  /** The seller's profile field it fills, for the action recorded on each account it is cleared from. */
  key: string;
  /** The staff action names: `${action}_ADD`, `_RENAME`, `_DELETE`, and `${setAction}` on accounts. */
  action: string;
  setAction: string;
  /** Extra detail each action records (the attribute's kind). */
  detail: Record<string, unknown>;
  entries(db: Executor, id?: number): Promise<ListEntry[]>;
  /** The entry, locked for the change; undefined when there is none. */
  lock(tx: Executor, id: number): Promise<{ value: string } | undefined>;
  insert(tx: Executor, value: string): Promise<number>;
  rename(tx: Executor, id: number, value: string): Promise<void>;
  /** The sellers who have the entry (read under the entry's lock, so none is added meanwhile). */
  holders(tx: Executor, id: number): Promise<number[]>;
  /** Deletes the entry; the sellers who had it lose it by the foreign key. */
  remove(tx: Executor, id: number): Promise<void>;
}

async function withUniqueValue<T>(value: string, noun: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput(`value "${value}" is already a ${noun} (letter case aside).`);
    throw error;
  }
}

const sellers = (count: number) => (count === 1 ? '1 seller has' : `${count} sellers have`);

/** The answer to an unconfirmed delete of a value that sellers have. */
const valueInUse = (count: number, noun: string) =>
  new AppError(409, ErrorCode.VALUE_IN_USE, `${sellers(count)} this ${noun}; deleting it clears it from them. Confirm to delete it.`);

async function locked(store: ListStore, tx: Executor, id: number) {
  const entry = await store.lock(tx, id);
  if (!entry) throw notFound(`The ${store.noun}`);
  return entry;
}

export function listService(store: ListStore) {
  return {
    list: (deps: AppDeps) => store.entries(deps.db),

    create: (deps: AppDeps, staff: Staff, value: string) =>
      withUniqueValue(value, store.noun, () =>
        deps.db.transaction(async (tx) => {
          const id = await store.insert(tx, value);
          await recordStaffAction(tx, staff, { userId: null, action: `${store.action}_ADD`, detail: { ...store.detail, id, value } });
          return { id, value, sellerCount: 0 };
        }),
      ),

    rename: (deps: AppDeps, staff: Staff, id: number, value: string) =>
      withUniqueValue(value, store.noun, () =>
        deps.db.transaction(async (tx) => {
          const before = await locked(store, tx, id);
          if (before.value !== value) {
            await store.rename(tx, id, value);
            await recordStaffAction(tx, staff, { userId: null, action: `${store.action}_RENAME`, detail: { ...store.detail, id, value: { from: before.value, to: value } } });
          }
          return (await store.entries(tx, id))[0]!;
        }),
      ),

    remove: (deps: AppDeps, staff: Staff, id: number, confirmed: boolean) =>
      deps.db.transaction(async (tx) => {
        const entry = await locked(store, tx, id);
        const holders = await store.holders(tx, id);
        if (holders.length > 0 && !confirmed) throw valueInUse(holders.length, store.noun);
        await store.remove(tx, id);
        await recordStaffAction(tx, staff, {
          userId: null,
          action: `${store.action}_DELETE`,
          detail: { ...store.detail, id, value: entry.value, clearedFromSellers: holders.length },
        });
        await recordStaffActions(
          tx,
          staff,
          holders.map((userId) => ({ userId, action: store.setAction, detail: { [store.key]: { from: entry.value, to: null } } })),
        );
        return { clearedFromSellers: holders.length };
      }),
  };
}
