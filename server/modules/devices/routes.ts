import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { deviceNameFromUserAgent } from './deviceName';
import { listDevices, registerDevice, removeDevice, renameDevice } from './service';

const api = sellerApi.devices;

export const deviceRoutes = [
  bind(api.register, ({ deps, principal, body, request }) =>
    registerDevice(deps, principal.userId, {
      deviceType: body.deviceType,
      deviceName: body.deviceName ?? deviceNameFromUserAgent(request.headers['user-agent']),
      // A browser staff sign in from as the seller is never one of the seller's devices.
      impersonated: principal.impersonation !== null,
    }),
  ),
  bind(api.list, ({ deps, principal }) => listDevices(deps, principal.userId, principal.deviceId)),
  bind(api.rename, ({ deps, principal, params, body }) =>
    renameDevice(deps, principal, params.id, body.deviceName),
  ),
  bind(api.remove, ({ deps, principal, params }) => removeDevice(deps, principal.userId, params.id)),
];
