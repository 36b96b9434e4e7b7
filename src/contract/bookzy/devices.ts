import { z } from 'zod/mini';
import { BOOKZY_DEVICE_PAGE_SIZE } from '../constants';
import { sellerEndpoint } from '../endpoint';
import { isoDate, requiredText, text } from '../fields';
import { centsField } from './rates';

/** A Bookzy device's subscription: only ACTIVE devices scan and appear in the device list. */
export const BOOKZY_DEVICE_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type BookzyDeviceStatus = (typeof BOOKZY_DEVICE_STATUSES)[number];

/**
 * A Bookzy device (spec 3.5): one paid scanning seat, used from any phone. Its buy cost (what the
 * seller pays for a book at the sale) and inbound cost (per pound sent to the marketplace's
 * warehouse) feed every profit it shows.
 */
export const bookzyDeviceSchema = z.object({
  deviceId: z.uuid(),
  deviceName: z.string(),
  subscriptionId: z.string(),
  /** Cents per book. */
  buyCost: z.int(),
  /** Cents per pound. */
  inboundCost: z.int(),
  /** Hidden mode: the scan screen shows only accept or reject, for helpers scanning for the seller. */
  isHidden: z.boolean(),
  status: z.enum(BOOKZY_DEVICE_STATUSES),
  nextInvoiceDate: z.nullable(isoDate),
});
export type BookzyDevice = z.infer<typeof bookzyDeviceSchema>;

export const BOOKZY_DEVICE_NAME_MAX = 60;
const deviceParams = z.object({ id: z.uuid({ error: 'must be a Bookzy device id' }) });
const BOOKZY = ['BOOKZY'] as const;

export const bookzyDevicesApi = {
  settingsList: sellerEndpoint({
    method: 'GET',
    path: 'bookzy/device/settings',
    summary: 'Settings of the devices with the given status, a page at a time (spec 9: 50 ACTIVE)',
    products: BOOKZY,
    query: z.object({
      pageSize: z.optional(z.pipe(
        z.coerce.number({ error: 'must be a whole number' }),
        z.int({ error: 'must be a whole number' }).check(
          z.minimum(1, { error: 'must be at least 1' }),
          z.maximum(BOOKZY_DEVICE_PAGE_SIZE, { error: `must be at most ${BOOKZY_DEVICE_PAGE_SIZE}` }),
        ),
      )),
      deviceStatus: z.optional(z.enum(BOOKZY_DEVICE_STATUSES, { error: 'must be ACTIVE or CANCELLED' })),
    }),
    reply: z.object({ content: z.array(bookzyDeviceSchema), totalSize: z.int() }),
  }),
  management: sellerEndpoint({
    method: 'GET',
    path: 'bookzy/management/devices',
    summary: 'Every Bookzy device of the seller, cancelled ones included, with their subscriptions',
    products: BOOKZY,
    reply: z.array(bookzyDeviceSchema),
  }),
  settings: sellerEndpoint({
    method: 'GET',
    path: 'bookzy/device/:id/settings',
    summary: "One device's settings",
    products: BOOKZY,
    params: deviceParams,
    reply: bookzyDeviceSchema,
  }),
  setBuyCost: sellerEndpoint({
    method: 'PUT',
    path: 'bookzy/device/:id/settings/buy-cost',
    summary: 'Set what the seller pays per book',
    products: BOOKZY,
    params: deviceParams,
    body: z.object({ buyCost: centsField(10_000_00) }),
    reply: bookzyDeviceSchema,
  }),
  setInboundCost: sellerEndpoint({
    method: 'PUT',
    path: 'bookzy/device/:id/settings/inbound-cost',
    summary: 'Set the inbound shipping cost per pound',
    products: BOOKZY,
    params: deviceParams,
    body: z.object({ inboundCost: centsField(100_00) }),
    reply: bookzyDeviceSchema,
  }),
  setHiddenMode: sellerEndpoint({
    method: 'PUT',
    path: 'bookzy/device/:id/settings/hidden-mode',
    summary: 'Turn hidden mode on or off (spec 5: a string deviceId and a boolean)',
    products: BOOKZY,
    params: deviceParams,
    body: z.object({
      deviceId: text('must be a string'),
      isHidden: z.boolean({ error: 'must be true or false' }),
    }),
    reply: bookzyDeviceSchema,
  }),
  rename: sellerEndpoint({
    method: 'PUT',
    path: 'bookzy/device/:id/name',
    summary: 'Rename a Bookzy device',
    products: BOOKZY,
    params: deviceParams,
    body: z.object({ deviceName: requiredText(BOOKZY_DEVICE_NAME_MAX) }),
    reply: bookzyDeviceSchema,
  }),
};
