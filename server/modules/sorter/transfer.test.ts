import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SORTER_SETTINGS,
  ErrorCode,
  GATES,
  sellerApi,
  SORTER_RULE_NAME_MAX,
  SORTER_RULES_MAX,
  SORTER_SECTION_NAME_MAX,
  SORTER_SECTIONS_MAX,
  SORTER_TRANSFER_FORMAT,
  type FallbackSettings,
  type GateMetadata,
  type SorterRuleInput,
  type SorterSection,
  type SorterSettings,
  type SorterTransfer,
} from '../../../src/contract';
import { expectProductGuarded } from '../../testing/guards';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterTransfer;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const exportAll = async (seller: SellerAuth) => dataOf(await server.call<{ file: string }>(api.exportAll, {}, { auth: seller })).file;
const importAll = (seller: SellerAuth, file: string) => server.call<{ file: string }>(api.importAll, { body: { file } }, { auth: seller });
const sections = async (seller: SellerAuth) => dataOf(await server.call<SorterSection[]>(sellerApi.sorterSections.list, {}, { auth: seller }));

const rule = (name: string, gate: string, minProfit: number | null = 250): SorterRuleInput => ({
  name,
  gate: gate as SorterRuleInput['gate'],
  channel: 'MF',
  priceSource: 'LOWEST_USED',
  minProfit,
  maxSalesRank: 2_000_000,
  maxOffers: 30,
  minPrice: 199,
});

/** A seller with a bit of everything: two gates set, fallbacks, settings and three sections. */
async function configuredSeller() {
  const seller = await newSorterSeller();
  const call = <T>(endpoint: Parameters<TestServer['call']>[0], input: Parameters<TestServer['call']>[1]) =>
    server.call<T>(endpoint, input, { auth: seller }).then(dataOf);
  await call<GateMetadata>(sellerApi.sorterGates.updateGate, {
    params: { gate: 'GATE_2' },
    body: { tag: 'Keep "FBA"', color: '#2F9E44', sound: 'chime', targetType: 'FBA', full: false },
  });
  await call<GateMetadata>(sellerApi.sorterGates.updateGate, {
    params: { gate: 'GATE_11' },
    body: { tag: 'Exceptions', color: '#495057', sound: 'blink', targetType: 'EXCEPTION', full: true },
  });
  await call<FallbackSettings>(sellerApi.sorterGates.updateFallbacks, {
    body: {
      typeGateMap: { REJECT: 'GATE_10', INVALID_BARCODE: 'GATE_11', NO_LISTING: 'GATE_11', NO_SR: 'GATE_9', NO_SECTION: 'GATE_11', TIMEOUT: 'GATE_8' },
      rejectBreakdown: { minProfit: 'GATE_7', maxSalesRank: 'GATE_6' },
    },
  });
  await call<SorterSettings>(sellerApi.sorterSettings.updateSettings, { body: { buyCost: 25, inboundCost: 45, timeoutMs: 900, soundOn: false } });
  await call(sellerApi.sorterSections.create, { body: { name: 'Spring', rules: [rule('Keep', 'GATE_2'), rule('Give away', 'GATE_5', -100)] } });
  const summer = await call<SorterSection>(sellerApi.sorterSections.create, { body: { name: 'Summer', rules: [rule('Only', 'GATE_3', null)] } });
  await call(sellerApi.sorterSections.create, { body: { name: 'Empty', rules: [] } });
  await call(sellerApi.sorterSections.act, { params: { id: summer.id, action: 'activate' } });
  return seller;
}

describe('sorter configuration transfer', () => {
  it('exports everything as readable JSON: every gate with defaults filled, fallbacks, settings, sections oldest first', async () => {
    const file = await exportAll(await configuredSeller());
    expect(file).toMatch(/^\{\n {2}"format": "folio-sorter",\n {2}"version": 1,\n/);
    const config = JSON.parse(file) as SorterTransfer;
    expect(config.gates.map((gate) => gate.gate)).toEqual([...GATES]);
    expect(config.gates[1]).toEqual({ gate: 'GATE_2', tag: 'Keep "FBA"', color: '#2f9e44', sound: 'chime', targetType: 'FBA', full: false });
    expect(config.gates[0]).toMatchObject({ gate: 'GATE_1', targetType: 'NONE', tag: '' });
    expect(config.settings).toEqual({ buyCost: 25, inboundCost: 45, timeoutMs: 900, soundOn: false });
    expect(config.fallbacks.rejectBreakdown).toEqual({ minProfit: 'GATE_7', maxSalesRank: 'GATE_6' });
    expect(config.sections).toEqual([
      { name: 'Spring', active: false, rules: [rule('Keep', 'GATE_2'), rule('Give away', 'GATE_5', -100)] },
      { name: 'Summer', active: true, rules: [rule('Only', 'GATE_3', null)] },
      { name: 'Empty', active: false, rules: [] },
    ]);
  });

  it('exports a new sorter’s defaults', async () => {
    const config = JSON.parse(await exportAll(await newSorterSeller())) as SorterTransfer;
    expect(config).toMatchObject({ format: SORTER_TRANSFER_FORMAT, settings: DEFAULT_SORTER_SETTINGS, sections: [] });
    expect(config.gates).toHaveLength(11);
  });

  it('imports a file into another seller whole: exporting there gives the identical text', async () => {
    const source = await configuredSeller();
    const file = await exportAll(source);
    const target = await configuredSeller();
    await server.call(sellerApi.sorterSections.create, { body: { name: 'Replaced', rules: [rule('Gone', 'GATE_1')] } }, { auth: target });
    const reply = dataOf(await importAll(target, file));
    expect(reply.file).toBe(file);
    expect(await exportAll(target)).toBe(file);
    expect((await sections(target)).map((section) => [section.name, section.active])).toEqual([
      ['Empty', false],
      ['Summer', true],
      ['Spring', false],
    ]);
    // The source is untouched, and a new seller takes it whole too.
    expect(await exportAll(source)).toBe(file);
    const fresh = await newSorterSeller();
    dataOf(await importAll(fresh, file));
    expect(await exportAll(fresh)).toBe(file);
  });

  it('exports and imports the largest configuration a seller can have', { timeout: 120_000 }, async () => {
    const seller = await newSorterSeller();
    const longest = { ...rule('"'.repeat(SORTER_RULE_NAME_MAX), 'GATE_10', -100_000_00), maxSalesRank: 100_000_000, maxOffers: 100_000 };
    for (let index = 0; index < SORTER_SECTIONS_MAX; index += 1) {
      const name = `${index}`.padEnd(SORTER_SECTION_NAME_MAX, '"');
      dataOf(await server.call(sellerApi.sorterSections.create, { body: { name, rules: Array.from({ length: SORTER_RULES_MAX }, () => longest) } }, { auth: seller }));
    }
    const file = await exportAll(seller);
    expect(file.length).toBeGreaterThan(3_000_000);
    const target = await newSorterSeller();
    expect(dataOf(await importAll(target, file)).file).toBe(file);
    // Rules can be taken from so large an export too: the active section's, here the first made.
    const [newest] = await sections(target);
    const imported = dataOf(
      await server.call<SorterSection>(sellerApi.sorterSections.importRules, { params: { id: newest!.id }, body: { file, mode: 'REPLACE' } }, { auth: target }),
    );
    expect(imported.rules).toHaveLength(SORTER_RULES_MAX);
  });

  it('gives a gate the file leaves out its default', async () => {
    const seller = await configuredSeller();
    const config = JSON.parse(await exportAll(seller)) as SorterTransfer;
    dataOf(await importAll(seller, JSON.stringify({ ...config, gates: config.gates.filter((gate) => gate.gate !== 'GATE_2') })));
    const gates = dataOf(await server.call<GateMetadata[]>(sellerApi.sorterGates.gates, {}, { auth: seller }));
    expect(gates[1]).toMatchObject({ gate: 'GATE_2', targetType: 'NONE', tag: '' });
    expect(gates[10]).toMatchObject({ tag: 'Exceptions', full: true });
  });

  it('refuses a bad file with its line or path, and leaves the prior configuration intact', async () => {
    const seller = await configuredSeller();
    const before = await exportAll(seller);
    const config = JSON.parse(before) as SorterTransfer;
    const refusal = async (file: string) => {
      const error = apiError(await importAll(seller, file));
      expect(error).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
      return error.errorMessage;
    };
    expect(await refusal(before.replace('"version": 1,', '"version": 1'))).toBe(
      'file has errors: Line 4: the file is not valid JSON at column 3: a , or } is expected.',
    );
    const badRule = structuredClone(config);
    badRule.sections[1]!.rules[0]!.gate = 'GATE_0' as SorterRuleInput['gate'];
    const badRuleText = JSON.stringify(badRule, null, 2);
    const badLine = badRuleText.split('\n').findIndex((line) => line.includes('"GATE_0"')) + 1;
    expect(await refusal(badRuleText)).toBe(`file has errors: Line ${badLine}: sections.1.rules.0.gate must be a gate from GATE_1 to GATE_11.`);
    const twoActive = structuredClone(config);
    twoActive.sections[0]!.active = true;
    expect(await refusal(JSON.stringify(twoActive))).toMatch(/sections\.1\.active must be false: sections\.0 is already active/);
    expect(await refusal(JSON.stringify({ ...config, format: 'other' }))).toMatch(/format must be "folio-sorter"/);
    expect(await refusal(JSON.stringify({ ...config, settings: { ...config.settings, timeoutMs: 5 } }))).toMatch(/settings\.timeoutMs must be at least 200/);
    expect(await refusal(JSON.stringify({ ...config, gates: [...config.gates, config.gates[0]] }))).toMatch(/gates\.11\.gate: GATE_1 is already described by gates\.0/);
    expect(await refusal('name,gate\nA,1\n')).toMatch(/^file has errors: Line 1: the file is not valid JSON/);
    expect(await exportAll(seller)).toBe(before);
  });

  it('leaves one whole configuration or the other when two imports race, never a mix', async () => {
    const seller = await configuredSeller();
    const before = await exportAll(seller);
    const other = JSON.parse(before) as SorterTransfer;
    other.sections = other.sections.map((section) => ({ ...section, name: `${section.name} again` }));
    other.settings.buyCost = 99;
    const otherText = `${JSON.stringify(other, null, 2)}\n`;
    for (const reply of await Promise.all([importAll(seller, otherText), importAll(seller, before), importAll(seller, otherText)])) dataOf(reply);
    expect([before, otherText]).toContain(await exportAll(seller));
  });

  it('rolls back an import the database fails midway: the prior configuration stays whole', async () => {
    const seller = await configuredSeller();
    const before = await exportAll(seller);
    // The database refuses one rule of the last section, after the sections before it, the gates'
    // deletion and the first rules were written in the same transaction.
    await server.db.execute(sql.raw(`
      CREATE FUNCTION refuse_sorter_rule() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'Refused by the database' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$
    `));
    await server.db.execute(sql.raw('CREATE TRIGGER refuse_sorter_rule BEFORE INSERT ON sorter_rules FOR EACH ROW EXECUTE FUNCTION refuse_sorter_rule()'));
    try {
      const config = JSON.parse(before) as SorterTransfer;
      config.sections.push({ name: 'Last', active: false, rules: [rule('Refused by the database', 'GATE_1')] });
      config.settings.buyCost = 1;
      expect((await importAll(seller, JSON.stringify(config))).status).toBe(500);
      expect(await exportAll(seller)).toBe(before);
    } finally {
      await server.db.execute(sql.raw('DROP TRIGGER refuse_sorter_rule ON sorter_rules'));
      await server.db.execute(sql.raw('DROP FUNCTION refuse_sorter_rule()'));
    }
  });

  it('needs the Sorter product, and the XSRF header for writes', async () => {
    const owner = await newSorterSeller();
    const file = await exportAll(owner);
    await expectProductGuarded(server, { product: 'SORTER', other: 'BOOKZY' }, [
      { endpoint: api.exportAll, input: {}, owner },
      { endpoint: api.importAll, input: { body: { file } }, owner },
    ]);
  });
});
