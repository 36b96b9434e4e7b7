import { sellerApi } from '../../../src/contract';
import { rotateRefreshToken } from '../../auth/sellerSessions';
import { bind } from '../../http/bind';
import { login, logout } from './service';

const api = sellerApi.session;

export const sessionRoutes = [
  bind(api.login, ({ deps, body, request }) => login(deps, body, request.ip)),
  bind(api.refresh, ({ deps, params }) => rotateRefreshToken(deps, params.refreshToken)),
  bind(api.logout, ({ deps, body }) => logout(deps, body)),
  bind(api.xsrf, async () => null),
];
