import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDateTime, requiredText } from './fields';

export const DEVICE_TYPES = ['BROWSER', 'MOBILE'] as const;

export const deviceSchema = z.object({
  deviceId: z.uuid(),
  deviceName: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  /** True for the device that made the call. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

const deviceName = requiredText(60);
const deviceIdParams = z.object({ id: z.uuid({ error: 'must be a device id' }) });

export const devicesApi = {
  /** The register_device action of the final guard (spec 2.1): made before a device id exists. */
  register: sellerEndpoint({
    method: 'POST',
    path: 'user/device',
    summary: 'Register this browser as a device of the seller',
    access: 'session',
    body: z.object({ deviceType: z.enum(DEVICE_TYPES), deviceName: z.optional(deviceName) }),
    reply: deviceSchema,
  }),
  list: sellerEndpoint({
    method: 'GET',
    path: 'user/device',
    summary: 'List the devices signed in to the account',
    reply: z.array(deviceSchema),
  }),
  rename: sellerEndpoint({
    method: 'PUT',
    path: 'user/device/:id/name',
    summary: 'Rename a device',
    params: deviceIdParams,
    body: z.object({ deviceName }),
    reply: deviceSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'user/device/:id',
    summary: 'Remove a device; its next call answers 1054',
    params: deviceIdParams,
  }),
};
