import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  formatRulesCsv,
  RULES_CSV_COLUMNS,
  sellerApi,
  SORTER_RULES_MAX,
  SORTER_SECTIONS_MAX,
  type SorterRuleInput,
  type SorterSection,
} from '../../../src/contract';
import { sorterSections } from '../../db/schema';
import { expectProductGuarded } from '../../testing/guards';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterSections;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const list = async (seller: SellerAuth) => dataOf(await server.call<SorterSection[]>(api.list, {}, { auth: seller }));
const create = (seller: SellerAuth, body: unknown) => server.call<SorterSection>(api.create, { body }, { auth: seller });
const update = (seller: SellerAuth, id: number, body: unknown) => server.call<SorterSection>(api.update, { params: { id }, body }, { auth: seller });
const act = (seller: SellerAuth, id: number, action: string) => server.call<SorterSection>(api.act, { params: { id, action } }, { auth: seller });
const remove = (seller: SellerAuth, id: number) => server.call(api.remove, { params: { id } }, { auth: seller });
const importRules = (seller: SellerAuth, id: number, file: string, mode = 'REPLACE') =>
  server.call<SorterSection>(api.importRules, { params: { id }, body: { file, mode } }, { auth: seller });

const rule = (name: string, gate = 'GATE_1'): SorterRuleInput => ({
  name,
  gate: gate as SorterRuleInput['gate'],
  channel: 'FBA',
  priceSource: 'BUY_BOX',
  minProfit: 350,
  maxSalesRank: 1_000_000,
  maxOffers: null,
  minPrice: null,
});
const made = async (seller: SellerAuth, name: string, rules: SorterRuleInput[] = []) => dataOf(await create(seller, { name, rules }));
const rulesOf = (section: SorterSection) => section.rules.map(({ id: _id, ...each }) => each);
const activeNames = async (seller: SellerAuth) => (await list(seller)).filter((section) => section.active).map((section) => section.name);

describe('sorter sections', () => {
  it('creates sections with their rules in order; the first is active, the next are not; lists newest first', async () => {
    const seller = await newSorterSeller();
    const first = await made(seller, '  Spring sort  ', [rule('Keep', 'GATE_1'), rule('Donate', 'GATE_9')]);
    expect(first).toMatchObject({ name: 'Spring sort', active: true });
    expect(rulesOf(first)).toEqual([rule('Keep', 'GATE_1'), rule('Donate', 'GATE_9')]);
    const second = await made(seller, 'Summer sort');
    expect(second.active).toBe(false);
    expect((await list(seller)).map((section) => section.name)).toEqual(['Summer sort', 'Spring sort']);
  });

  it('renames a section and replaces its rules with the new list, in its new order', async () => {
    const seller = await newSorterSeller();
    const section = await made(seller, 'Sort', [rule('A'), rule('B'), rule('C')]);
    const saved = dataOf(await update(seller, section.id, { name: 'Renamed', rules: [rule('C', 'GATE_3'), rule('A')] }));
    expect(saved.name).toBe('Renamed');
    expect(rulesOf(saved)).toEqual([rule('C', 'GATE_3'), rule('A')]);
    expect(rulesOf((await list(seller))[0]!)).toEqual([rule('C', 'GATE_3'), rule('A')]);
    expect(rulesOf(dataOf(await update(seller, section.id, { name: 'Renamed', rules: [] })))).toEqual([]);
  });

  it('activates one section at a time: the one active before stops being so; deactivating leaves none', async () => {
    const seller = await newSorterSeller();
    const first = await made(seller, 'First');
    const second = await made(seller, 'Second');
    expect(dataOf(await act(seller, second.id, 'activate')).active).toBe(true);
    expect(await activeNames(seller)).toEqual(['Second']);
    dataOf(await act(seller, second.id, 'activate'));
    expect(await activeNames(seller)).toEqual(['Second']);
    expect(dataOf(await act(seller, second.id, 'deactivate')).active).toBe(false);
    expect(await activeNames(seller)).toEqual([]);
    dataOf(await act(seller, first.id, 'activate'));
    expect(await activeNames(seller)).toEqual(['First']);
    fieldError(await act(seller, first.id, 'toggle'), 'action');
  });

  it('keeps one active section when activations race', async () => {
    const seller = await newSorterSeller();
    const sections = [await made(seller, 'S1'), await made(seller, 'S2'), await made(seller, 'S3'), await made(seller, 'S4')];
    const replies = await Promise.all(sections.flatMap((section) => [act(seller, section.id, 'activate'), act(seller, section.id, 'activate')]));
    for (const reply of replies) dataOf(reply);
    expect(await activeNames(seller)).toHaveLength(1);
    const rows = await server.db.select().from(sorterSections).where(and(eq(sorterSections.userId, seller.userId), eq(sorterSections.active, true)));
    expect(rows).toHaveLength(1);
  });

  it('deletes a section with its rules; deleting the active one leaves none active', async () => {
    const seller = await newSorterSeller();
    const active = await made(seller, 'Active', [rule('A')]);
    const other = await made(seller, 'Other');
    expect((await remove(seller, active.id)).status).toBe(200);
    expect((await list(seller)).map((section) => [section.name, section.active])).toEqual([['Other', false]]);
    expect(apiError(await remove(seller, active.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    dataOf(await remove(seller, other.id));
    expect(await list(seller)).toEqual([]);
    // With no section left, the next one made is the first again, and active.
    expect((await made(seller, 'Fresh start')).active).toBe(true);
  });

  it('refuses bad sections naming the field, and more sections than a seller keeps', async () => {
    const seller = await newSorterSeller();
    fieldError(await create(seller, { name: '  ', rules: [] }), 'name');
    fieldError(await create(seller, { name: 'x'.repeat(61), rules: [] }), 'name');
    fieldError(await create(seller, { name: 'Sort', rules: [{ ...rule('A'), gate: 'GATE_12' }] }), 'rules.0.gate');
    fieldError(await create(seller, { name: 'Sort', rules: [{ ...rule('A'), minProfit: 3.5 }] }), 'rules.0.minProfit');
    fieldError(await create(seller, { name: 'Sort', rules: Array.from({ length: SORTER_RULES_MAX + 1 }, () => rule('A')) }), 'rules');
    expect(dataOf(await create(seller, { name: 'Full', rules: Array.from({ length: SORTER_RULES_MAX }, () => rule('A')) })).rules).toHaveLength(SORTER_RULES_MAX);
    for (let index = 1; index < SORTER_SECTIONS_MAX; index += 1) await made(seller, `Section ${index}`);
    const refused = apiError(await create(seller, { name: 'One too many', rules: [] }));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(refused.errorMessage).toMatch(/50 sections/);
    expect(await list(seller)).toHaveLength(SORTER_SECTIONS_MAX);
  });

  it('answers another seller’s section as not found and leaves it untouched', async () => {
    const owner = await newSorterSeller();
    const stranger = await newSorterSeller();
    const section = await made(owner, 'Mine', [rule('A')]);
    const csv = formatRulesCsv([rule('B')]);
    for (const reply of [
      await update(stranger, section.id, { name: 'Taken', rules: [] }),
      await act(stranger, section.id, 'deactivate'),
      await remove(stranger, section.id),
      await importRules(stranger, section.id, csv),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The section was not found.' });
    }
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([section]);
  });

  it('needs the Sorter product, and the XSRF header for writes', async () => {
    const owner = await newSorterSeller();
    const section = await made(owner, 'Guarded', [rule('A')]);
    await expectProductGuarded(server, { product: 'SORTER', other: 'BOOKZY' }, [
      { endpoint: api.list, input: {}, owner },
      { endpoint: api.create, input: { body: { name: 'New', rules: [] } }, owner },
      { endpoint: api.update, input: { params: { id: section.id }, body: { name: 'Guarded', rules: [] } }, owner },
      { endpoint: api.act, input: { params: { id: section.id, action: 'activate' } }, owner },
      { endpoint: api.importRules, input: { params: { id: section.id }, body: { file: formatRulesCsv([rule('B')]), mode: 'APPEND' } }, owner },
      { endpoint: api.remove, input: { params: { id: section.id } }, owner },
    ]);
  });
});

describe('sorter rules import', () => {
  it('replaces or appends rules from a spreadsheet’s CSV', async () => {
    const seller = await newSorterSeller();
    const section = await made(seller, 'Sort', [rule('Old')]);
    const csv = `\uFEFF${RULES_CSV_COLUMNS.join(',')}\r\nKeep,3,fba,BUY_BOX,3.50,"1,000,000",,\r\nDonate,GATE_9,MF,LOWEST_USED,,,,\r\n`;
    const keep = rule('Keep', 'GATE_3');
    const donateRule: SorterRuleInput = { ...rule('Donate', 'GATE_9'), channel: 'MF', priceSource: 'LOWEST_USED', minProfit: null, maxSalesRank: null };
    expect(rulesOf(dataOf(await importRules(seller, section.id, csv, 'APPEND')))).toEqual([rule('Old'), keep, donateRule]);
    expect(rulesOf(dataOf(await importRules(seller, section.id, csv, 'REPLACE')))).toEqual([keep, donateRule]);
    expect(rulesOf((await list(seller))[0]!)).toEqual([keep, donateRule]);
  });

  it('refuses a file with good and bad rows whole, naming each bad line, and keeps the section as it was', async () => {
    const seller = await newSorterSeller();
    const section = await made(seller, 'Sort', [rule('Old')]);
    const file = [RULES_CSV_COLUMNS.join(','), 'Good,1,FBA,BUY_BOX,,,,', 'Bad,12,FBA,BUY_BOX,,,,', 'Worse,2,boat,BUY_BOX,cheap,,,'].join('\n');
    const error = apiError(await importRules(seller, section.id, file));
    expect(error).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(error.errorMessage).toBe(
      'file has errors: Line 3: gate must be a gate from GATE_1 to GATE_11; Line 4: channel must be FBA or MF; ' +
        'Line 4: minProfit must be an amount in dollars like 3.50, or blank for no limit.',
    );
    expect(rulesOf((await list(seller))[0]!)).toEqual([rule('Old')]);
  });

  it('takes the rules of a configuration export, and refuses an append past the rules a section holds', async () => {
    const seller = await newSorterSeller();
    const source = await made(seller, 'Source', [rule('From export', 'GATE_4')]);
    const exported = dataOf(await server.call<{ file: string }>(sellerApi.sorterTransfer.exportAll, {}, { auth: seller })).file;
    const target = await made(seller, 'Target', Array.from({ length: SORTER_RULES_MAX }, () => rule('Filler')));
    const refused = apiError(await importRules(seller, target.id, exported, 'APPEND'));
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(
      'file has 1 rule and the section 200: together they pass the 200 rules a section holds. Import with REPLACE, or remove some rules first.',
    );
    expect((await list(seller)).find((section) => section.id === target.id)!.rules).toHaveLength(SORTER_RULES_MAX);
    expect(rulesOf(dataOf(await importRules(seller, target.id, exported, 'REPLACE')))).toEqual(rulesOf(source));
  });

  it('refuses a body without a file or mode, naming the field', async () => {
    const seller = await newSorterSeller();
    const section = await made(seller, 'Sort');
    fieldError(await server.call(api.importRules, { params: { id: section.id }, body: { file: '', mode: 'REPLACE' } }, { auth: seller }), 'file');
    fieldError(await server.call(api.importRules, { params: { id: section.id }, body: { file: 'name', mode: 'MERGE' } }, { auth: seller }), 'mode');
    fieldError(await importRules(seller, section.id, 'just words'), 'file');
  });

  it('keeps the error list splittable at "; " when a message quotes the file', async () => {
    const seller = await newSorterSeller();
    const section = await made(seller, 'Sort');
    const message = apiError(await importRules(seller, section.id, 'name,gate,"channel; price",priceSource\nA,1,FBA,BUY_BOX\n')).errorMessage;
    expect(message.replace(/^file has errors: /, '').split('; ')).toEqual([
      `Line 1: the header's column "channel, price" is not one of ${RULES_CSV_COLUMNS.join(', ')}`,
      'Line 1: the header has no channel column: every rule needs one.',
    ]);
  });
});
