import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  BOOKZY_DEVICE_PAGE_SIZE,
  ErrorCode,
  type BookzyDevice,
  type BookzyDeviceStatus,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { bookzyDevices, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput, notFound } from '../../http/appError';

type DeviceRow = typeof bookzyDevices.$inferSelect;
type DeviceChanges = Partial<Pick<DeviceRow, 'buyCost' | 'inboundCost' | 'isHidden' | 'name'>>;

export const FIRST_DEVICE_NAME = 'Bookzy 1';

export function toBookzyDevice(row: DeviceRow): BookzyDevice {
  return {
    deviceId: row.id,
    deviceName: row.name,
    subscriptionId: row.subscriptionId,
    buyCost: row.buyCost,
    inboundCost: row.inboundCost,
    isHidden: row.isHidden,
    status: row.status as BookzyDeviceStatus,
    nextInvoiceDate: row.nextInvoiceDate,
  };
}

export const deviceNotFound = () => notFound('The Bookzy device');
export const deviceCancelled = () =>
  new AppError(409, ErrorCode.VALIDATION_FAILED, "This Bookzy device's subscription is cancelled: it can be read but not changed.");

const ownDevice = (userId: number, id: string) => and(eq(bookzyDevices.id, id), eq(bookzyDevices.userId, userId));
const deviceOrder = [asc(bookzyDevices.createdAt), asc(bookzyDevices.name), asc(bookzyDevices.id)];

/** The same day of the next month, or its last day when the month is shorter (Jan 31 → Feb 28). */
export function oneMonthAfter(day: Date): string {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

export const newSubscriptionId = () => `sub_bookzy_${randomBytes(8).toString('hex')}`;

/**
 * A seller whose subscription includes Bookzy gets their first device the first time their devices
 * are read: buying the product is buying one seat. Payments and extra seats come with the
 * subscriptions issue. The seller's row is locked so that two first reads make one device.
 */
async function ensureFirstDevice(deps: AppDeps, userId: number) {
  const hasDevice = async (db: Executor) =>
    (await db.select({ id: bookzyDevices.id }).from(bookzyDevices).where(eq(bookzyDevices.userId, userId)).limit(1)).length > 0;
  if (await hasDevice(deps.db)) return;
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await hasDevice(tx)) return;
    await tx.insert(bookzyDevices).values({
      userId,
      name: FIRST_DEVICE_NAME,
      subscriptionId: newSubscriptionId(),
      nextInvoiceDate: oneMonthAfter(deps.clock()),
    });
  });
}

export async function listDeviceSettings(
  deps: AppDeps,
  userId: number,
  query: { pageSize?: number | undefined; deviceStatus?: BookzyDeviceStatus | undefined },
) {
  await ensureFirstDevice(deps, userId);
  const where = and(eq(bookzyDevices.userId, userId), eq(bookzyDevices.status, query.deviceStatus ?? 'ACTIVE'));
  const rows = await deps.db
    .select()
    .from(bookzyDevices)
    .where(where)
    .orderBy(...deviceOrder)
    .limit(query.pageSize ?? BOOKZY_DEVICE_PAGE_SIZE);
  return { content: rows.map(toBookzyDevice), totalSize: await deps.db.$count(bookzyDevices, where) };
}

export async function listAllDevices(deps: AppDeps, userId: number) {
  await ensureFirstDevice(deps, userId);
  const rows = await deps.db.select().from(bookzyDevices).where(eq(bookzyDevices.userId, userId)).orderBy(...deviceOrder);
  return rows.map(toBookzyDevice);
}

export async function findDevice(db: Executor, userId: number, id: string): Promise<DeviceRow> {
  const [row] = await db.select().from(bookzyDevices).where(ownDevice(userId, id));
  if (!row) throw deviceNotFound();
  return row;
}

export async function readDevice(deps: AppDeps, userId: number, id: string) {
  return toBookzyDevice(await findDevice(deps.db, userId, id));
}

/** Locks the seller's ACTIVE device for a change of it or of its triggers; 404 or 409 otherwise. */
export async function lockActiveDevice(tx: Executor, userId: number, id: string): Promise<DeviceRow> {
  const [row] = await tx.select().from(bookzyDevices).where(ownDevice(userId, id)).for('update');
  if (!row) throw deviceNotFound();
  if (row.status !== 'ACTIVE') throw deviceCancelled();
  return row;
}

export async function changeDevice(deps: AppDeps, userId: number, id: string, changes: DeviceChanges) {
  const [row] = await deps.db
    .update(bookzyDevices)
    .set(changes)
    .where(and(ownDevice(userId, id), eq(bookzyDevices.status, 'ACTIVE')))
    .returning();
  if (row) return toBookzyDevice(row);
  await findDevice(deps.db, userId, id);
  throw deviceCancelled();
}

/** Spec 5: the body names the device too; it must be the one in the address. */
export async function setHiddenMode(deps: AppDeps, userId: number, id: string, body: { deviceId: string; isHidden: boolean }) {
  if (body.deviceId !== id) throw invalidInput('deviceId must be the id of the device in the address.');
  return changeDevice(deps, userId, id, { isHidden: body.isHidden });
}
