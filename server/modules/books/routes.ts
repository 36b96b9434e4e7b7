import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { bookStats, snapshotPage } from './service';

const api = sellerApi.books;

export const bookRoutes = [
  bind(api.stats, ({ deps, principal, query }) => bookStats(deps, principal.userId, query)),
  bind(api.snapshot, ({ deps, query }) => snapshotPage(deps, query.page)),
];
