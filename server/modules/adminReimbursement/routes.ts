import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { searchClaims } from './claims';

export const adminReimbursementRoutes = [bind(adminApi.reimbursement.search, ({ deps, query }) => searchClaims(deps.db, query, deps.clock()))];
