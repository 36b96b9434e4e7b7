import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { getFallbacks, listGates, updateFallbacks, updateGate } from './gatesService';
import { decideForMachine, testCode } from './machineService';
import { readReport, requestReport } from './reportService';
import { recordScan, scanStats } from './scansService';
import { loadSorterMeta } from './sorterConfig';

const api = sellerApi.sorterGates;

// Decisions and analytics: the configuration every decision reads, the scans, their reports, the machine API.
const meta = sellerApi.sorterMeta;
const scans = sellerApi.sorterScans;
const machine = sellerApi.sorterMachine;
const decisionRoutes = [
  bind(meta.meta, ({ deps, principal }) => loadSorterMeta(deps, principal.userId)),
  bind(scans.record, ({ deps, principal, body }) => recordScan(deps, principal.userId, body)),
  bind(scans.stats, ({ deps, principal, query }) => scanStats(deps, principal.userId, query)),
  bind(scans.requestReport, ({ deps, principal, body }) => requestReport(deps, principal.userId, body)),
  bind(scans.report, ({ deps, principal, query }) => readReport(deps, principal.userId, query.id)),
  bind(machine.test, ({ deps, principal, query }) => testCode(deps, principal.userId, query.code)),
  bind(machine.decideV2, ({ deps, principal, query }) => decideForMachine(deps, principal.userId, query.code)),
];

export const sorterRoutes = [
  bind(api.gates, ({ deps, principal }) => listGates(deps, principal.userId)),
  bind(api.updateGate, ({ deps, principal, params, body }) => updateGate(deps, principal.userId, params.gate, body)),
  bind(api.fallbacks, ({ deps, principal }) => getFallbacks(deps, principal.userId)),
  bind(api.updateFallbacks, ({ deps, principal, body }) => updateFallbacks(deps, principal.userId, body)),
  ...decisionRoutes,
];
