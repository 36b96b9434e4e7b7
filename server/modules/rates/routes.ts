import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { readMediaMailRates, saveMediaMailRates } from './service';

const api = sellerApi.rates;

export const rateRoutes = [
  bind(api.mediaMail, ({ deps, principal }) => readMediaMailRates(deps, principal.userId)),
  bind(api.saveMediaMail, ({ deps, principal, body }) => saveMediaMailRates(deps, principal.userId, body)),
];
