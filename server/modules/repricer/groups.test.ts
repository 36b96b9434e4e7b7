import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  GROUP_TYPES,
  adminApi,
  sellerApi,
  type GroupSection,
  type RepricerGroup,
  type RepricerSettingsView,
} from '../../../src/contract';
import { DEFAULT_REPRICER_SETTINGS } from '../../../src/contract/repricer/settings';
import { expectProductGuarded } from '../../testing/guards';
import { groupOf, newRepricerSeller, publishedStrategy, sampleSection } from '../../testing/repricer';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { runInputs } from './runInputs';
import { engineSettings } from './settingsService';

const api = sellerApi.repricer;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { excludedSellers: _none, ...globalDefaults } = DEFAULT_REPRICER_SETTINGS;
const settings = (seller: SellerAuth) => server.call<RepricerSettingsView>(api.settings, {}, { auth: seller });
const saveSettings = (seller: SellerAuth, body: unknown) => server.call<RepricerSettingsView>(api.saveSettings, { body }, { auth: seller });
const section = (seller: SellerAuth, id: number) => server.call<GroupSection>(api.section, { params: { id } }, { auth: seller });
const saveSection = (seller: SellerAuth, id: number, body: unknown) =>
  server.call<GroupSection>(api.saveSection, { params: { id }, body }, { auth: seller });
const adopt = (seller: SellerAuth, groupId: number, strategyId: number | null) =>
  server.call<GroupSection>(api.adoptStrategy, { body: { groupId, strategyId } }, { auth: seller });

describe('settings and groups', () => {
  it('gives a new seller the default settings and an inactive group per group type with a default section', async () => {
    const seller = await newRepricerSeller(server);
    const read = dataOf(await settings(seller));
    expect(read.settings).toEqual(globalDefaults);
    expect(read.groupPreferences).toEqual({});
    expect(read.groups.map((group) => group.groupType)).toEqual([...GROUP_TYPES]);
    expect(read.groups[0]).toMatchObject({ label: 'FBA new', active: false, lineCount: 1, strategy: null });
    const fba = dataOf(await section(seller, read.groups[0]!.id)).section;
    expect(fba.lines[0]).toMatchObject({ competition: { channel: 'FBA' }, then: { kind: 'MATCH', adjust: { unit: 'CENTS', amount: -1 } } });
    expect(fba.fallback).toEqual({ kind: 'KEEP' });
    // Reading again makes no second set of groups.
    expect(dataOf(await settings(seller)).groups.map((group) => group.id)).toEqual(read.groups.map((group) => group.id));
  });

  it('saves the global settings and group preferences, and refuses bad fields naming them', async () => {
    const seller = await newRepricerSeller(server);
    const changed = { ...globalDefaults, globalMinPrice: 250, defaultMin: { unit: 'CENTS', amount: 300 }, defaultMax: { unit: 'CENTS', amount: 9000 } };
    const preferences = { FBA_USED: { order: 0, collapsed: false }, MFN_NEW: { order: 5, collapsed: true } };
    const saved = dataOf(await saveSettings(seller, { settings: changed, groupPreferences: preferences }));
    expect(saved).toMatchObject({ settings: changed, groupPreferences: preferences });
    expect(dataOf(await settings(seller))).toMatchObject({ settings: changed, groupPreferences: preferences });

    fieldError(await saveSettings(seller, { settings: { ...changed, globalMinPrice: -1 }, groupPreferences: {} }), 'settings.globalMinPrice');
    fieldError(await saveSettings(seller, { settings: { ...changed, defaultMin: { unit: 'EUR', amount: 1 } }, groupPreferences: {} }), 'settings.defaultMin.unit');
    fieldError(await saveSettings(seller, { settings: changed, groupPreferences: { BOAT: { order: 1, collapsed: false } } }), 'groupPreferences');
    fieldError(await saveSettings(seller, { settings: changed, groupPreferences: { FBA_NEW: { order: 1.5, collapsed: false } } }), 'groupPreferences.FBA_NEW.order');
    const inverted = { ...changed, defaultMin: { unit: 'CENTS', amount: 500 }, defaultMax: { unit: 'CENTS', amount: 400 } };
    expect(fieldError(await saveSettings(seller, { settings: inverted, groupPreferences: {} }), 'settings.defaultMax')).toContain('below');
    expect(dataOf(await settings(seller)).settings).toEqual(changed);
  });

  it('activates and deactivates a group, and hides other sellers\' groups', async () => {
    const seller = await newRepricerSeller(server);
    const stranger = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'FBA_USED');
    expect(dataOf(await server.call<RepricerGroup>(api.activate, { params: { id: group.id } }, { auth: seller }))).toMatchObject({ id: group.id, active: true });
    expect((await groupOf(server, seller, 'FBA_USED')).active).toBe(true);
    expect(dataOf(await server.call<RepricerGroup>(api.deactivate, { params: { id: group.id } }, { auth: seller })).active).toBe(false);
    for (const endpoint of [api.activate, api.deactivate, api.section]) {
      const refused = apiError(await server.call(endpoint, { params: { id: group.id } }, { auth: stranger }));
      expect(refused).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The group was not found.' });
    }
    expect(apiError(await saveSection(stranger, group.id, sampleSection())).status).toBe(404);
    expect(apiError(await adopt(stranger, group.id, null)).status).toBe(404);
    expect(await section(seller, group.id)).toMatchObject({ status: 200 });
  });
});

describe('sections', () => {
  it("saves a group's own section and refuses a bad one, naming the field", async () => {
    const seller = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'MFN_USED');
    const saved = dataOf(await saveSection(seller, group.id, sampleSection()));
    expect(saved).toEqual({ groupId: group.id, groupType: 'MFN_USED', section: sampleSection(), strategy: null });
    expect(await groupOf(server, seller, 'MFN_USED')).toMatchObject({ sectionName: 'Beat the buy box', lineCount: 1 });

    const badAction = { ...sampleSection(), lines: [{ ...sampleSection().lines[0], then: { kind: 'FIXED', price: -5 } }] };
    expect(fieldError(await saveSection(seller, group.id, badAction), 'lines.0.then.price')).toContain('negative');
    const twice = { ...sampleSection(), lines: [sampleSection().lines[0], sampleSection().lines[0]] };
    expect(fieldError(await saveSection(seller, group.id, twice), 'lines')).toContain('unique');
    fieldError(await saveSection(seller, group.id, { ...sampleSection(), name: '' }), 'name');
    expect(dataOf(await section(seller, group.id)).section).toEqual(sampleSection());
  });

  it('adopts a published strategy, keeps its snapshot through later edits, and goes back to its own rules', async () => {
    const admin = await server.signInAdmin();
    const seller = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'FBA_NEW');
    const own = dataOf(await section(seller, group.id)).section;
    const strategy = await publishedStrategy(server, admin, 'FBA_NEW', sampleSection('House rules'), 'Steady');

    const listed = dataOf(await server.call<{ strategyId: number; version: number }[]>(api.strategiesFor, { query: { groupType: 'FBA_NEW' } }, { auth: seller }));
    expect(listed).toContainEqual(expect.objectContaining({ strategyId: strategy.id, name: 'Steady', version: 1 }));
    const elsewhere = dataOf(await server.call<{ strategyId: number }[]>(api.strategiesFor, { query: { groupType: 'MFN_NEW' } }, { auth: seller }));
    expect(elsewhere.map((each) => each.strategyId)).not.toContain(strategy.id);
    fieldError(await server.call(api.strategiesFor, { query: { groupType: 'BOAT' } }, { auth: seller }), 'groupType');

    const adopted = dataOf(await adopt(seller, group.id, strategy.id));
    expect(adopted).toMatchObject({ section: sampleSection('House rules'), strategy: { strategyId: strategy.id, name: 'Steady', version: 1 } });
    expect(await groupOf(server, seller, 'FBA_NEW')).toMatchObject({ sectionName: 'House rules', strategy: { version: 1 } });

    // A later draft, even published, does not move the adopted snapshot.
    await server.call(adminApi.strategies.saveSection, { params: { id: strategy.id }, body: { groupType: 'FBA_NEW', section: sampleSection('Changed') } }, { auth: admin });
    await server.call(adminApi.strategies.publish, { params: { id: strategy.id }, body: { groupType: 'FBA_NEW' } }, { auth: admin });
    expect(dataOf(await section(seller, group.id)).section.name).toBe('House rules');
    expect(dataOf(await adopt(seller, group.id, strategy.id)).strategy?.version).toBe(2);

    const back = dataOf(await adopt(seller, group.id, null));
    expect(back).toEqual({ groupId: group.id, groupType: 'FBA_NEW', section: own, strategy: null });
  });

  it('refuses a strategy not published for the group type, and saving own rules ends the adoption', async () => {
    const admin = await server.signInAdmin();
    const seller = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'MFN_NEW');
    const strategy = await publishedStrategy(server, admin, 'FBA_NEW');
    expect(apiError(await adopt(seller, group.id, strategy.id))).toMatchObject({ status: 404 });
    expect(apiError(await adopt(seller, group.id, 999_999))).toMatchObject({ status: 404 });
    fieldError(await server.call(api.adoptStrategy, { body: { groupId: 'one', strategyId: null } }, { auth: seller }), 'groupId');
    // Past Postgres' integer: refused as input, never a database error.
    fieldError(await adopt(seller, 2 ** 31, null), 'groupId');
    fieldError(await adopt(seller, group.id, 2 ** 31), 'strategyId');
    fieldError(await adopt(seller, 0, null), 'groupId');

    const fbaNew = await groupOf(server, seller, 'FBA_NEW');
    dataOf(await adopt(seller, fbaNew.id, strategy.id));
    const saved = dataOf(await saveSection(seller, fbaNew.id, sampleSection('Mine')));
    expect(saved).toMatchObject({ section: { name: 'Mine' }, strategy: null });
  });
});

describe('seller exclusions', () => {
  const list = (seller: SellerAuth) => server.call<{ id: number; sellerName: string }[]>(api.exclusions, {}, { auth: seller });

  it('adds, lists by name, changes and removes, and gives the engine the merged settings', async () => {
    const seller = await newRepricerSeller(server);
    const zed = dataOf(await server.call<{ id: number }>(api.addExclusion, { body: { sellerId: 'A1ZED', sellerName: ' Zed Books ', note: '' } }, { auth: seller }));
    expect(zed).toEqual({ id: zed.id, sellerId: 'A1ZED', sellerName: 'Zed Books', note: null });
    const abe = dataOf(await server.call<{ id: number }>(api.addExclusion, { body: { sellerId: null, sellerName: 'Abe', note: 'dumps prices' } }, { auth: seller }));
    expect(dataOf(await list(seller)).map((each) => each.sellerName)).toEqual(['Abe', 'Zed Books']);

    const changed = await server.call(api.changeExclusion, { params: { id: abe.id }, body: { sellerId: 'A2ABE', sellerName: 'Abe Co', note: null } }, { auth: seller });
    expect(dataOf(changed)).toEqual({ id: abe.id, sellerId: 'A2ABE', sellerName: 'Abe Co', note: null });
    expect((await engineSettings(server.db, seller.userId)).excludedSellers).toEqual([
      { sellerId: 'A2ABE', sellerName: 'Abe Co' },
      { sellerId: 'A1ZED', sellerName: 'Zed Books' },
    ]);
    expect(dataOf(await server.call(api.removeExclusion, { params: { id: zed.id } }, { auth: seller }))).toBeNull();
    expect(dataOf(await list(seller)).map((each) => each.id)).toEqual([abe.id]);
  });

  it('refuses bad fields and other sellers\' exclusions', async () => {
    const seller = await newRepricerSeller(server);
    const stranger = await newRepricerSeller(server);
    fieldError(await server.call(api.addExclusion, { body: { sellerId: null, sellerName: '  ', note: null } }, { auth: seller }), 'sellerName');
    fieldError(await server.call(api.addExclusion, { body: { sellerId: 'x'.repeat(41), sellerName: 'A', note: null } }, { auth: seller }), 'sellerId');
    const mine = dataOf(await server.call<{ id: number }>(api.addExclusion, { body: { sellerId: null, sellerName: 'Mine', note: null } }, { auth: seller }));
    const body = { sellerId: null, sellerName: 'Taken', note: null };
    expect(apiError(await server.call(api.changeExclusion, { params: { id: mine.id }, body }, { auth: stranger }))).toMatchObject({
      status: 404,
      errorMessage: 'The seller exclusion was not found.',
    });
    expect(apiError(await server.call(api.removeExclusion, { params: { id: mine.id } }, { auth: stranger })).status).toBe(404);
    expect(dataOf(await list(stranger))).toEqual([]);
    expect(dataOf(await list(seller)).map((each) => each.sellerName)).toEqual(['Mine']);
  });
});

describe('guards', () => {
  it('needs the Repricer product and the XSRF header on writes', async () => {
    const owner = await newRepricerSeller(server);
    const group = await groupOf(server, owner, 'FBA_USED');
    const exclusion = dataOf(await server.call<{ id: number }>(api.addExclusion, { body: { sellerId: null, sellerName: 'X', note: null } }, { auth: owner }));
    const exclusionBody = { sellerId: null, sellerName: 'Y', note: null };
    await expectProductGuarded(server, { product: 'REPRICER', other: 'LISTER' }, [
      { endpoint: api.meta, input: {}, owner },
      { endpoint: api.settings, input: {}, owner },
      { endpoint: api.saveSettings, input: { body: { settings: globalDefaults, groupPreferences: {} } }, owner },
      { endpoint: api.activate, input: { params: { id: group.id } }, owner },
      { endpoint: api.deactivate, input: { params: { id: group.id } }, owner },
      { endpoint: api.section, input: { params: { id: group.id } }, owner },
      { endpoint: api.saveSection, input: { params: { id: group.id }, body: sampleSection() }, owner },
      { endpoint: api.summary, input: {}, owner },
      { endpoint: api.searchResults, input: {}, owner },
      { endpoint: api.latestResults, input: {}, owner },
      { endpoint: api.exclusions, input: {}, owner },
      { endpoint: api.addExclusion, input: { body: exclusionBody }, owner },
      { endpoint: api.changeExclusion, input: { params: { id: exclusion.id }, body: exclusionBody }, owner },
      { endpoint: api.removeExclusion, input: { params: { id: exclusion.id } }, owner },
      { endpoint: api.strategiesFor, input: { query: { groupType: 'FBA_USED' } }, owner },
      { endpoint: api.adoptStrategy, input: { body: { groupId: group.id, strategyId: null } }, owner },
    ]);
    expect(apiError(await server.call(api.settings, {}, { auth: null })).status).toBe(401);
  });
});

describe('demo data', () => {
  it("starts the demo seller's used groups active, FBA used following the published demo strategy", async () => {
    const demo = await server.signIn('demo@folio.test', 'folio-demo-1');
    const groups = dataOf(await settings(demo)).groups;
    expect(groups.find((group) => group.groupType === 'FBA_USED')).toMatchObject({
      active: true,
      sectionName: 'Buy box hunter: FBA used',
      strategy: { name: 'Buy box hunter', version: 1 },
    });
    expect(groups.find((group) => group.groupType === 'MFN_USED')).toMatchObject({ active: true, strategy: null });
    const offered = dataOf(await server.call<{ name: string }[]>(api.strategiesFor, { query: { groupType: 'MFN_USED' } }, { auth: demo }));
    expect(offered.map((each) => each.name)).toContain('Buy box hunter');
  });
});

describe('run inputs', () => {
  it("hands a run the settings with the exclusions and the sections of the seller's active groups", async () => {
    const seller = await newRepricerSeller(server);
    expect(await runInputs(server.db, seller.userId)).toEqual({ settings: DEFAULT_REPRICER_SETTINGS, sections: {} });
    const group = await groupOf(server, seller, 'MFN_USED');
    await saveSection(seller, group.id, sampleSection());
    await server.call(api.activate, { params: { id: group.id } }, { auth: seller });
    await server.call(api.addExclusion, { body: { sellerId: null, sellerName: 'Cheap Co', note: null } }, { auth: seller });
    const inputs = await runInputs(server.db, seller.userId);
    expect(inputs.sections).toEqual({ MFN_USED: sampleSection() });
    expect(inputs.settings.excludedSellers).toEqual([{ sellerId: null, sellerName: 'Cheap Co' }]);
  });
});
