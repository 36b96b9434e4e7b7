import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  finalizeInvitation,
  forgotPassword,
  readInvitation,
  registerSendLink,
  resetPassword,
  signup,
  confirmSignup,
} from './service';

const api = sellerApi.account;

/**
 * A public form's rate limits (and the mail it sends) must count even when the call fails, so
 * these are never one transaction with their Idempotency-Key: the key is claimed first instead.
 */
const limited = { idempotency: 'claim' } as const;

export const accountRoutes = [
  bind(api.signup, ({ deps, body, request }) => signup(deps, body, request.ip), limited),
  bind(api.signupConfirm, ({ deps, body }) => confirmSignup(deps, body.token)),
  bind(api.forgotPassword, ({ deps, body, request }) => forgotPassword(deps, body.email, request.ip), limited),
  bind(api.resetPassword, ({ deps, body }) => resetPassword(deps, body)),
  bind(api.registerSendLink, ({ deps, body, request }) => registerSendLink(deps, body.email, request.ip), limited),
  bind(api.invitation, ({ deps, params }) => readInvitation(deps, params.token)),
  bind(api.finalizeInvitation, ({ deps, body, request }) => finalizeInvitation(deps, body, request.ip), limited),
];
