import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { addExclusion, changeExclusion, listExclusions, removeExclusion } from './exclusionsService';
import { repricerMeta } from './meta';
import { latestResults, resultSummary, searchResults } from './resultsService';
import { adoptStrategy, getGroupSection, publishedStrategies, saveGroupSection, setGroupActive } from './sectionService';
import { latestRepricerRun, readRepricerRun, startRepricerRun } from './run/runService';
import { getRepricerSettings, saveRepricerSettings } from './settingsService';
import { groupText, replaceFromText, sectionFromText, templateText } from './transferService';

const api = sellerApi.repricer;
const transfer = sellerApi.repricerTransfer;
const runsApi = sellerApi.repricerRuns;

export const repricerRoutes = [
  bind(api.meta, async () => repricerMeta()),
  bind(api.settings, ({ deps, principal }) => getRepricerSettings(deps, principal.userId)),
  bind(api.saveSettings, ({ deps, principal, body }) => saveRepricerSettings(deps, principal.userId, body)),
  bind(api.activate, ({ deps, principal, params }) => setGroupActive(deps, principal.userId, params.id, true)),
  bind(api.deactivate, ({ deps, principal, params }) => setGroupActive(deps, principal.userId, params.id, false)),
  bind(api.section, ({ deps, principal, params }) => getGroupSection(deps, principal.userId, params.id)),
  bind(api.saveSection, ({ deps, principal, params, body }) => saveGroupSection(deps, principal.userId, params.id, body)),
  bind(api.summary, ({ deps, principal }) => resultSummary(deps, principal.userId)),
  bind(api.searchResults, ({ deps, principal, query }) => searchResults(deps, principal.userId, query)),
  bind(api.latestResults, ({ deps, principal, query }) => latestResults(deps, principal.userId, query.pageSize)),
  bind(api.exclusions, ({ deps, principal }) => listExclusions(deps.db, principal.userId)),
  bind(api.addExclusion, ({ deps, principal, body }) => addExclusion(deps.db, principal.userId, body)),
  bind(api.changeExclusion, ({ deps, principal, params, body }) => changeExclusion(deps.db, principal.userId, params.id, body)),
  bind(api.removeExclusion, ({ deps, principal, params }) => removeExclusion(deps.db, principal.userId, params.id)),
  bind(api.strategiesFor, ({ deps, query }) => publishedStrategies(deps.db, query.groupType)),
  bind(api.adoptStrategy, ({ deps, principal, body }) => adoptStrategy(deps, principal.userId, body)),
  bind(transfer.groupText, ({ deps, principal, params }) => groupText(deps, principal.userId, params.id)),
  bind(transfer.replaceFromText, ({ deps, principal, params, body }) =>
    replaceFromText(deps, principal.userId, params.id, body.serializedRepricerSection),
  ),
  bind(transfer.templateText, async ({ query }) => templateText(query.groupType)),
  bind(transfer.parseText, async ({ body }) => ({ section: sectionFromText(body.serializedRepricerSection) })),
  bind(runsApi.start, ({ deps, principal }) => startRepricerRun(deps, principal.userId)),
  bind(runsApi.latest, ({ deps, principal }) => latestRepricerRun(deps, principal.userId)),
  bind(runsApi.read, ({ deps, principal, params }) => readRepricerRun(deps, principal.userId, params.id)),
];
