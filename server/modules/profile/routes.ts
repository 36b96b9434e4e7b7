import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { changePassword, readProfile, updateProfile } from './service';

const api = sellerApi.profile;

export const profileRoutes = [
  bind(api.read, ({ deps, principal }) => readProfile(deps, principal.userId)),
  bind(api.update, ({ deps, principal, body }) => updateProfile(deps, principal.userId, body)),
  bind(api.changePassword, ({ deps, principal, body, request }) => changePassword(deps, principal, request.ip, body)),
];
