import { and, desc, eq, or } from 'drizzle-orm';
import type { Device } from '../../../src/contract';
import { devices } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';

type DeviceRow = Pick<typeof devices.$inferSelect, 'id' | 'deviceType' | 'deviceName' | 'createdAt' | 'lastSeenAt'>;

export function toDevice(row: DeviceRow, currentDeviceId: string | undefined): Device {
  return {
    deviceId: row.id,
    deviceName: row.deviceName,
    deviceType: row.deviceType as Device['deviceType'],
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentDeviceId,
  };
}

export async function registerDevice(
  deps: AppDeps,
  userId: number,
  input: { deviceType: Device['deviceType']; deviceName: string; impersonated?: boolean },
): Promise<Device> {
  const [row] = await deps.db.insert(devices).values({ userId, ...input }).returning();
  return toDevice(row!, row!.id);
}

export async function listDevices(deps: AppDeps, userId: number, currentDeviceId: string) {
  const rows = await deps.db
    .select()
    .from(devices)
    // Staff's browser shows only to itself: the seller never sees it among their devices.
    .where(and(eq(devices.userId, userId), or(eq(devices.impersonated, false), eq(devices.id, currentDeviceId))))
    .orderBy(desc(devices.lastSeenAt));
  return rows.map((row) => toDevice(row, currentDeviceId));
}

export async function renameDevice(
  deps: AppDeps,
  owner: { userId: number; deviceId: string },
  deviceId: string,
  deviceName: string,
) {
  const [row] = await deps.db
    .update(devices)
    .set({ deviceName })
    .where(and(eq(devices.id, deviceId), eq(devices.userId, owner.userId)))
    .returning();
  if (!row) throw notFound('The device');
  return toDevice(row, owner.deviceId);
}

/** Another seller's device answers "not found", the same as one that never existed. */
export async function removeDevice(deps: AppDeps, userId: number, deviceId: string) {
  const removed = await deps.db
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
    .returning({ id: devices.id });
  if (removed.length === 0) throw notFound('The device');
  return null;
}
