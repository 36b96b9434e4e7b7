import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { bookStats, snapshotPage } from './service';

const api = sellerApi.books;

export const bookRoutes = [
  bind(api.stats, ({ deps, principal, query }) => bookStats(deps, principal.userId, query)),
  // Public marketplace data, no secret in it: safe to compress (compress.ts), 1.3 MB → about 190 KB a page.
  bind(api.snapshot, ({ deps, principal, query }) => snapshotPage(deps, principal.userId, query.page), { compress: true }),
];
