import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { completeAuthorisation, startAuthorisation } from './authorisation';
import { readConnection } from './connection';

const api = sellerApi.integration;

export const integrationRoutes = [
  bind(api.connection, ({ deps, principal }) => readConnection(deps, principal.userId)),
  bind(api.authorise, ({ deps, principal }) => startAuthorisation(deps, principal.userId)),
  // The state is spent before the marketplace is asked, whatever it answers: not one transaction.
  bind(api.complete, ({ deps, principal, body }) => completeAuthorisation(deps, principal.userId, body), { idempotency: 'claim' }),
];
