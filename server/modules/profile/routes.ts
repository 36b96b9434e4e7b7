import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { changePassword, readProfile, updateProfile } from './service';

const api = sellerApi.profile;

export const profileRoutes = [
  bind(api.read, ({ deps, principal }) => readProfile(deps, principal.userId)),
  bind(api.update, ({ deps, principal, body }) => updateProfile(deps, principal.userId, body)),
  // A wrong current password must count against the throttle even though the call fails: the key
  // is claimed first, never one transaction that the failure would roll back (http/idempotency.ts).
  bind(api.changePassword, ({ deps, principal, body, request }) => changePassword(deps, principal, request.ip, body), { idempotency: 'claim' }),
];
