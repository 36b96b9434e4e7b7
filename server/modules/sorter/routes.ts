import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { getFallbacks, listGates, updateFallbacks, updateGate } from './gatesService';
import { createMachineKey, listMachineKeys, revokeMachineKey } from './machineKeysService';
import { importRules } from './rulesImport';
import { actOnSection, createSection, listSections, removeSection, updateSection } from './sectionsService';
import { getSorterSettings, updateSorterSettings } from './settingsService';
import { exportConfiguration, importConfiguration, TRANSFER_BODY_LIMIT } from './transferService';
import { decideForMachine, testCode } from './machineService';
import { readReport, requestReport } from './reportService';
import { recordScan, scanStats } from './scansService';
import { loadSorterMeta } from './sorterConfig';

const gates = sellerApi.sorterGates;
const sections = sellerApi.sorterSections;
const transfer = sellerApi.sorterTransfer;
const settings = sellerApi.sorterSettings;
const keys = sellerApi.sorterMachineKeys;

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
  bind(machine.test, ({ deps, principal, query }) => testCode(deps, principal, query.code)),
  bind(machine.decideV2, ({ deps, principal, query }) => decideForMachine(deps, principal, query.code)),
];

export const sorterRoutes = [
  bind(gates.gates, ({ deps, principal }) => listGates(deps, principal.userId)),
  bind(gates.updateGate, ({ deps, principal, params, body }) => updateGate(deps, principal.userId, params.gate, body)),
  bind(gates.fallbacks, ({ deps, principal }) => getFallbacks(deps, principal.userId)),
  bind(gates.updateFallbacks, ({ deps, principal, body }) => updateFallbacks(deps, principal.userId, body)),

  bind(sections.list, ({ deps, principal }) => listSections(deps, principal.userId)),
  bind(sections.create, ({ deps, principal, body }) => createSection(deps, principal.userId, body)),
  bind(sections.update, ({ deps, principal, params, body }) => updateSection(deps, principal.userId, params.id, body)),
  bind(sections.act, ({ deps, principal, params }) => actOnSection(deps, principal.userId, params.id, params.action)),
  bind(sections.remove, ({ deps, principal, params }) => removeSection(deps, principal.userId, params.id)),
  bind(sections.importRules, ({ deps, principal, params, body }) => importRules(deps, principal.userId, params.id, body), {
    bodyLimit: TRANSFER_BODY_LIMIT,
  }),

  bind(transfer.exportAll, ({ deps, principal }) => exportConfiguration(deps, principal.userId)),
  bind(transfer.importAll, ({ deps, principal, body }) => importConfiguration(deps, principal.userId, body.file), {
    bodyLimit: TRANSFER_BODY_LIMIT,
  }),

  bind(settings.settings, ({ deps, principal }) => getSorterSettings(deps.db, principal.userId)),
  bind(settings.updateSettings, ({ deps, principal, body }) => updateSorterSettings(deps, principal.userId, body)),

  bind(keys.list, ({ deps, principal }) => listMachineKeys(deps, principal.userId)),
  bind(keys.create, ({ deps, principal, body }) => createMachineKey(deps, principal.userId, body.name)),
  bind(keys.revoke, ({ deps, principal, params }) => revokeMachineKey(deps, principal.userId, params.id)),

  ...decisionRoutes,
];
