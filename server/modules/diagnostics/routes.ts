import { adminApi, DIAGNOSTICS_FAILED_JOBS } from '../../../src/contract';
import { bind } from '../../http/bind';
import { readDiagnostics } from './diagnostics';

export const diagnosticsRoutes = [bind(adminApi.diagnostics.read, ({ deps }) => readDiagnostics(deps, DIAGNOSTICS_FAILED_JOBS))];
