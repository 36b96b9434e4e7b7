import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { changeDevice, listAllDevices, listDeviceSettings, readDevice, setHiddenMode } from './service';

const api = sellerApi.bookzyDevices;

export const bookzyDeviceRoutes = [
  bind(api.settingsList, ({ deps, principal, query }) => listDeviceSettings(deps, principal.userId, query)),
  bind(api.management, ({ deps, principal }) => listAllDevices(deps, principal.userId)),
  bind(api.settings, ({ deps, principal, params }) => readDevice(deps, principal.userId, params.id)),
  bind(api.setBuyCost, ({ deps, principal, params, body }) =>
    changeDevice(deps, principal.userId, params.id, { buyCost: body.buyCost }),
  ),
  bind(api.setInboundCost, ({ deps, principal, params, body }) =>
    changeDevice(deps, principal.userId, params.id, { inboundCost: body.inboundCost }),
  ),
  bind(api.setHiddenMode, ({ deps, principal, params, body }) => setHiddenMode(deps, principal.userId, params.id, body)),
  bind(api.rename, ({ deps, principal, params, body }) =>
    changeDevice(deps, principal.userId, params.id, { name: body.deviceName }),
  ),
];
