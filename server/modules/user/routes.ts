import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { passPrompt, readUserInfo } from './service';

const api = sellerApi.user;

export const userRoutes = [
  bind(api.me, async ({ principal }) => readUserInfo(principal)),
  bind(api.passPrompt, ({ deps, principal, params }) => passPrompt(deps, principal.userId, params.id)),
];
