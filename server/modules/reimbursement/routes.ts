import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { fileClaims } from './claims';
import { exportLosses } from './exportCsv';
import { syncLedger } from './ledgerSync';
import { searchLosses } from './search';

const api = sellerApi.reimbursement;

// Each read first copies in what the marketplace's ledger recorded since the last one (ledgerSync.ts).
export const reimbursementRoutes = [
  bind(api.search, async ({ deps, principal, query }) => {
    await syncLedger(deps, principal.userId);
    return searchLosses(deps, principal.userId, query);
  }),
  bind(api.export, async ({ deps, principal, query }) => {
    await syncLedger(deps, principal.userId);
    return exportLosses(deps, principal.userId, query);
  }),
  bind(api.claim, ({ deps, principal, body }) => fileClaims(deps, principal.userId, body.ids)),
];
