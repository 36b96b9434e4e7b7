import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { adminLogin, adminLogout, readAdmin } from './service';

const api = adminApi.session;

export const adminSessionRoutes = [
  bind(api.login, ({ deps, body, request }) => adminLogin(deps, body, request.ip)),
  bind(api.logout, ({ deps, principal }) => adminLogout(deps, principal)),
  bind(api.me, ({ deps, principal }) => readAdmin(deps, principal)),
];
