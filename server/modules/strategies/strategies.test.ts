import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, adminApi, sellerApi, type Strategy, type StrategySection } from '../../../src/contract';
import { staffActionsOf } from '../../testing/catalog';
import { groupOf, newRepricerSeller, sampleSection } from '../../testing/repricer';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

const api = adminApi.strategies;
let server: TestServer;
let admin: AdminAuth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const create = async (name: string) => dataOf(await server.call<Strategy>(api.create, { body: { name } }, { auth: admin }));
const saveSection = (id: number, body: unknown) => server.call<StrategySection>(api.saveSection, { params: { id }, body }, { auth: admin });
const publish = (id: number, groupType: string) => server.call<{ version: number }>(api.publish, { params: { id }, body: { groupType } }, { auth: admin });
const readSection = (id: number, groupType: string) => server.call<StrategySection>(api.section, { params: { id }, query: { groupType } }, { auth: admin });
const listed = async (id: number) => dataOf(await server.call<Strategy[]>(api.list, {}, { auth: admin })).find((each) => each.id === id)!;

describe('strategies', () => {
  it('creates, lists by name, renames and deletes, naming a bad name', async () => {
    const strategy = await create('  Careful ');
    expect(strategy).toMatchObject({ name: 'Careful', groups: expect.arrayContaining([{ groupType: 'FBA_USED', drafted: false, publishedVersion: null, publishedAt: null, unpublishedChanges: false }]) });
    const renamed = dataOf(await server.call<Strategy>(api.rename, { params: { id: strategy.id }, body: { name: 'Cautious' } }, { auth: admin }));
    expect(renamed).toMatchObject({ id: strategy.id, name: 'Cautious' });
    expect((await listed(strategy.id)).name).toBe('Cautious');
    fieldError(await server.call(api.create, { body: { name: ' ' } }, { auth: admin }), 'name');
    fieldError(await server.call(api.rename, { params: { id: strategy.id }, body: { name: 'x'.repeat(81) } }, { auth: admin }), 'name');
    expect(dataOf(await server.call(api.remove, { params: { id: strategy.id } }, { auth: admin }))).toBeNull();
    expect(apiError(await server.call(api.remove, { params: { id: strategy.id } }, { auth: admin }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await server.call(api.rename, { params: { id: strategy.id }, body: { name: 'Gone' } }, { auth: admin })).status).toBe(404);
  });

  it('drafts a section per group type, starts unwritten ones with the default action, and refuses a bad section', async () => {
    const strategy = await create('Drafts');
    expect(dataOf(await readSection(strategy.id, 'MFN_USED'))).toMatchObject({ drafted: false, publishedVersion: null, section: { lines: [], fallback: { kind: 'KEEP' } } });
    expect(dataOf(await server.call(api.defaultAction, { params: { id: strategy.id } }, { auth: admin }))).toEqual({ kind: 'KEEP' });
    const saved = dataOf(await saveSection(strategy.id, { groupType: 'MFN_USED', section: sampleSection() }));
    expect(saved).toEqual({ strategyId: strategy.id, groupType: 'MFN_USED', section: sampleSection(), drafted: true, publishedVersion: null });
    expect(dataOf(await readSection(strategy.id, 'MFN_USED')).section).toEqual(sampleSection());
    const broken = { ...sampleSection(), lines: [{ ...sampleSection().lines[0], when: [{ field: 'mood', op: '=', value: 1 }] }] };
    fieldError(await saveSection(strategy.id, { groupType: 'MFN_USED', section: broken }), 'section.lines.0.when.0');
    fieldError(await saveSection(strategy.id, { groupType: 'BOAT', section: sampleSection() }), 'groupType');
    fieldError(await readSection(strategy.id, 'BOAT'), 'groupType');
    expect(apiError(await readSection(999_999, 'MFN_USED')).status).toBe(404);
  });

  it('publishes a draft as the next version only when it changed, and publishes every changed draft at once', async () => {
    const strategy = await create('Versions');
    expect(fieldError(await publish(strategy.id, 'FBA_NEW'), 'groupType')).toContain('no section');
    await saveSection(strategy.id, { groupType: 'FBA_NEW', section: sampleSection('One') });
    expect(dataOf(await publish(strategy.id, 'FBA_NEW')).version).toBe(1);
    expect(dataOf(await publish(strategy.id, 'FBA_NEW')).version).toBe(1);
    await saveSection(strategy.id, { groupType: 'FBA_NEW', section: sampleSection('Two') });
    expect((await listed(strategy.id)).groups.find((group) => group.groupType === 'FBA_NEW')).toMatchObject({ publishedVersion: 1, unpublishedChanges: true });
    await saveSection(strategy.id, { groupType: 'MFN_NEW', section: sampleSection('Merchant') });
    const all = dataOf(await server.call<{ groupType: string; version: number }[]>(api.publishAll, { params: { id: strategy.id } }, { auth: admin }));
    expect(all.map(({ groupType, version }) => ({ groupType, version }))).toEqual([
      { groupType: 'FBA_NEW', version: 2 },
      { groupType: 'MFN_NEW', version: 1 },
    ]);
    expect(dataOf(await server.call(api.publishAll, { params: { id: strategy.id } }, { auth: admin }))).toEqual([]);
    expect((await listed(strategy.id)).groups.find((group) => group.groupType === 'FBA_NEW')).toMatchObject({ publishedVersion: 2, unpublishedChanges: false });
  });

  it('records each change as a staff action with what changed, and nothing for a save or publish that changed nothing', async () => {
    const strategy = await create('Recorded');
    const of = async (action: string) => (await staffActionsOf(server, action)).filter((row) => (row.detail as { strategyId?: number }).strategyId === strategy.id);
    expect(await of('STRATEGY_CREATE')).toMatchObject([{ userId: null, adminEmail: 'admin@folio.test', detail: { name: 'Recorded' } }]);
    await server.call(api.rename, { params: { id: strategy.id }, body: { name: 'Logged' } }, { auth: admin });
    await server.call(api.rename, { params: { id: strategy.id }, body: { name: 'Logged' } }, { auth: admin });
    expect(await of('STRATEGY_RENAME')).toMatchObject([{ detail: { name: { from: 'Recorded', to: 'Logged' } } }]);
    await saveSection(strategy.id, { groupType: 'FBA_USED', section: sampleSection('Kept') });
    await saveSection(strategy.id, { groupType: 'FBA_USED', section: sampleSection('Kept') });
    expect(await of('STRATEGY_SECTION_SAVE')).toMatchObject([{ detail: { groupType: 'FBA_USED', section: { from: null, to: sampleSection('Kept') } } }]);
    await publish(strategy.id, 'FBA_USED');
    await publish(strategy.id, 'FBA_USED');
    expect(await of('STRATEGY_PUBLISH')).toMatchObject([{ detail: { groupType: 'FBA_USED', version: 1 } }]);
    await server.call(api.remove, { params: { id: strategy.id } }, { auth: admin });
    expect(await of('STRATEGY_DELETE')).toMatchObject([{ detail: { name: 'Logged' } }]);
  });

  it("sends groups that followed a deleted strategy back to their own rules", async () => {
    const strategy = await create('Short-lived');
    await saveSection(strategy.id, { groupType: 'FBA_USED', section: sampleSection('Borrowed') });
    await publish(strategy.id, 'FBA_USED');
    const seller = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'FBA_USED');
    dataOf(await server.call(sellerApi.repricer.adoptStrategy, { body: { groupId: group.id, strategyId: strategy.id } }, { auth: seller }));
    expect((await groupOf(server, seller, 'FBA_USED')).sectionName).toBe('Borrowed');
    await server.call(api.remove, { params: { id: strategy.id } }, { auth: admin });
    expect(await groupOf(server, seller, 'FBA_USED')).toMatchObject({ strategy: null, sectionName: group.sectionName });
  });

  it('answers the meta, and refuses sellers and callers without a token', async () => {
    expect(dataOf(await server.call<{ groupTypes: unknown[] }>(api.meta, {}, { auth: admin })).groupTypes).toHaveLength(6);
    const seller = await newRepricerSeller(server);
    const strategy = await create('Staff only');
    for (const [endpoint, input] of [
      [api.list, {}],
      [api.create, { body: { name: 'Mine now' } }],
      [api.meta, {}],
      [api.section, { params: { id: strategy.id }, query: { groupType: 'FBA_NEW' } }],
      [api.publishAll, { params: { id: strategy.id } }],
      [api.remove, { params: { id: strategy.id } }],
    ] as const) {
      for (const auth of [seller, { kind: 'admin' as const, token: seller.token }, null]) {
        expect(apiError(await server.call(endpoint, input, { auth })), endpoint.path).toMatchObject({ status: 401, errorCode: ErrorCode.TOKEN_EXPIRED });
      }
    }
    expect(apiError(await server.call(api.create, { body: { name: 'No XSRF' } }, { auth: admin, xsrf: false }))).toMatchObject({ status: 403, errorCode: ErrorCode.XSRF_MISMATCH });
    expect((await listed(strategy.id)).name).toBe('Staff only');
    // The seller API has no call that writes a strategy.
    expect(Object.values(sellerApi).flatMap((domain) => Object.values(domain)).filter((endpoint) => endpoint.path.startsWith('repricer/strategy/'))).toEqual([]);
  });
});
