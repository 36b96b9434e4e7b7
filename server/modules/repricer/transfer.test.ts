import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, formatSection, sellerApi, type GroupSection, type Section } from '../../../src/contract';
import { expectProductGuarded } from '../../testing/guards';
import { groupOf, newRepricerSeller, sampleSection } from '../../testing/repricer';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.repricerTransfer;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Text = { serializedRepricerSection: string };
const readText = (seller: SellerAuth, id: number) => server.call<Text>(api.groupText, { params: { id } }, { auth: seller });
const replace = (seller: SellerAuth, id: number, text: unknown) =>
  server.call<GroupSection>(api.replaceFromText, { params: { id }, body: { serializedRepricerSection: text } }, { auth: seller });
const parse = (seller: SellerAuth, text: unknown) =>
  server.call<{ section: Section }>(api.parseText, { body: { serializedRepricerSection: text } }, { auth: seller });

const badText = ['SECTION Broken', 'FALLBACK keep', 'ok: IF offers = 0 THEN max', 'bad: IF mood > 3 THEN keep'].join('\n');

describe('section transfer', () => {
  it("reads a group's section as text and replaces it from text", async () => {
    const seller = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'FBA_USED');
    const text = dataOf(await readText(seller, group.id)).serializedRepricerSection;
    expect(text).toMatch(/^SECTION Match lowest FBA in condition\n/);
    const replaced = dataOf(await replace(seller, group.id, formatSection(sampleSection('From text'))));
    expect(replaced).toMatchObject({ groupId: group.id, section: sampleSection('From text'), strategy: null });
    expect(dataOf(await readText(seller, group.id)).serializedRepricerSection).toBe(formatSection(sampleSection('From text')));
  });

  it('refuses a bad text with a sentence naming its line, and keeps the section', async () => {
    const seller = await newRepricerSeller(server);
    const group = await groupOf(server, seller, 'MFN_USED');
    const before = dataOf(await readText(seller, group.id));
    expect(fieldError(await replace(seller, group.id, badText), 'serializedRepricerSection')).toContain('Line 4');
    expect(fieldError(await parse(seller, badText), 'serializedRepricerSection')).toContain('Line 4');
    expect(fieldError(await parse(seller, 'no section here'), 'serializedRepricerSection')).toContain('Line 1');
    fieldError(await parse(seller, 42), 'serializedRepricerSection');
    fieldError(await parse(seller, 'x'.repeat(20_001)), 'serializedRepricerSection');
    expect(dataOf(await readText(seller, group.id))).toEqual(before);
  });

  it('parses a text without saving, and gives a text to start from', async () => {
    const seller = await newRepricerSeller(server);
    expect(dataOf(await parse(seller, formatSection(sampleSection())))).toEqual({ section: sampleSection() });
    const empty = dataOf(await server.call<Text>(api.templateText, {}, { auth: seller })).serializedRepricerSection;
    expect(dataOf(await parse(seller, empty)).section).toEqual({ name: 'New section', lines: [], fallback: { kind: 'KEEP' } });
    const fba = dataOf(await server.call<Text>(api.templateText, { query: { groupType: 'FBA_NEW' } }, { auth: seller }));
    expect(fba.serializedRepricerSection).toContain('AMONG FBA');
    fieldError(await server.call(api.templateText, { query: { groupType: 'BOAT' } }, { auth: seller }), 'groupType');
  });

  it("hides other sellers' groups and keeps the product and XSRF guards", async () => {
    const owner = await newRepricerSeller(server);
    const stranger = await newRepricerSeller(server);
    const group = await groupOf(server, owner, 'FBA_NEW');
    expect(apiError(await readText(stranger, group.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await replace(stranger, group.id, formatSection(sampleSection()))).status).toBe(404);
    const text = formatSection(sampleSection());
    await expectProductGuarded(server, { product: 'REPRICER', other: 'LISTER' }, [
      { endpoint: api.groupText, input: { params: { id: group.id } }, owner },
      { endpoint: api.replaceFromText, input: { params: { id: group.id }, body: { serializedRepricerSection: text } }, owner },
      { endpoint: api.templateText, input: {}, owner },
      { endpoint: api.parseText, input: { body: { serializedRepricerSection: text } }, owner },
    ]);
  });
});
