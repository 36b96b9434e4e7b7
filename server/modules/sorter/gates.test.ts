import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi, type FallbackSettings, type GateMetadata } from '../../../src/contract';
import { GATES } from '../../../src/contract';
import { expectProductGuarded } from '../../testing/guards';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterGates;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const gates = async (seller: SellerAuth) => dataOf(await server.call<GateMetadata[]>(api.gates, {}, { auth: seller }));
const setGate = (seller: SellerAuth, gate: string, body: unknown) => server.call<GateMetadata>(api.updateGate, { params: { gate }, body }, { auth: seller });
const fallbacks = async (seller: SellerAuth) => dataOf(await server.call<FallbackSettings>(api.fallbacks, {}, { auth: seller }));
const setFallbacks = (seller: SellerAuth, body: unknown) => server.call<FallbackSettings>(api.updateFallbacks, { body }, { auth: seller });

const donateGate = { tag: 'Donate', color: '#2F9E44', sound: 'chime', targetType: 'DONATE', full: false };
const everyCaseTo = (gate: string) => ({ REJECT: gate, INVALID_BARCODE: gate, NO_LISTING: gate, NO_SR: gate, NO_SECTION: gate, TIMEOUT: gate });

describe('sorter gates', () => {
  it('lists the 11 gates with their defaults for a new sorter: distinct colours, no target, none full', async () => {
    const list = await gates(await newSorterSeller());
    expect(list.map((gate) => gate.gate)).toEqual([...GATES]);
    expect(new Set(list.map((gate) => gate.color)).size).toBe(11);
    expect(list.every((gate) => gate.targetType === 'NONE' && !gate.full && gate.tag === '')).toBe(true);
  });

  it('saves one gate, trimmed, and lists it; another seller’s gates stay as they were', async () => {
    const seller = await newSorterSeller();
    const other = await newSorterSeller();
    expect(dataOf(await setGate(seller, 'GATE_3', { ...donateGate, tag: '  Donate  ' }))).toEqual({ gate: 'GATE_3', ...donateGate, color: '#2f9e44' });
    dataOf(await setGate(seller, 'GATE_3', { ...donateGate, full: true }));
    const list = await gates(seller);
    expect(list[2]).toEqual({ gate: 'GATE_3', ...donateGate, color: '#2f9e44', full: true });
    expect(list.filter((gate) => gate.targetType !== 'NONE')).toHaveLength(1);
    expect((await gates(other))[2]!.targetType).toBe('NONE');
  });

  it('refuses a gate that does not exist and bad metadata, naming the field, and keeps what was saved', async () => {
    const seller = await newSorterSeller();
    dataOf(await setGate(seller, 'GATE_1', donateGate));
    expect(apiError(await setGate(seller, 'GATE_12', donateGate)).status).toBe(400);
    expect(fieldError(await setGate(seller, 'GATE_1', { ...donateGate, color: 'green' }), 'color')).toMatch(/colour/);
    fieldError(await setGate(seller, 'GATE_1', { ...donateGate, sound: 'foghorn' }), 'sound');
    fieldError(await setGate(seller, 'GATE_1', { ...donateGate, targetType: 'SHRED' }), 'targetType');
    fieldError(await setGate(seller, 'GATE_1', { ...donateGate, tag: 'x'.repeat(31) }), 'tag');
    expect((await gates(seller))[0]).toMatchObject({ tag: 'Donate', targetType: 'DONATE' });
  });
});

describe('sorter fallback scenarios', () => {
  it('sends every case to the last gate until the seller saves them', async () => {
    expect(await fallbacks(await newSorterSeller())).toEqual({ typeGateMap: everyCaseTo('GATE_11'), rejectBreakdown: {} });
  });

  it('saves every case’s gate and the reject breakdown together', async () => {
    const seller = await newSorterSeller();
    const settings = { typeGateMap: { ...everyCaseTo('GATE_10'), TIMEOUT: 'GATE_9' }, rejectBreakdown: { maxSalesRank: 'GATE_8', minProfit: 'GATE_7' } };
    expect(dataOf(await setFallbacks(seller, settings))).toEqual(settings);
    expect(await fallbacks(seller)).toEqual(settings);
    const fewer = { typeGateMap: everyCaseTo('GATE_1'), rejectBreakdown: {} };
    dataOf(await setFallbacks(seller, fewer));
    expect(await fallbacks(seller)).toEqual(fewer);
  });

  it('refuses a save missing a case or naming an unknown gate or reason, and keeps the prior values (spec 5)', async () => {
    const seller = await newSorterSeller();
    const saved = { typeGateMap: everyCaseTo('GATE_5'), rejectBreakdown: { minPrice: 'GATE_4' } };
    dataOf(await setFallbacks(seller, saved));
    const { TIMEOUT: _timeout, ...missing } = everyCaseTo('GATE_2');
    fieldError(await setFallbacks(seller, { typeGateMap: missing, rejectBreakdown: {} }), 'typeGateMap.TIMEOUT');
    fieldError(await setFallbacks(seller, { typeGateMap: { ...everyCaseTo('GATE_2'), NO_SR: 'GATE_0' }, rejectBreakdown: {} }), 'typeGateMap.NO_SR');
    expect(apiError(await setFallbacks(seller, { typeGateMap: everyCaseTo('GATE_2'), rejectBreakdown: { colour: 'GATE_1' } })).status).toBe(400);
    expect(await fallbacks(seller)).toEqual(saved);
  });

  it('needs the Sorter product, and the XSRF header for writes', async () => {
    const owner = await newSorterSeller();
    await expectProductGuarded(server, { product: 'SORTER', other: 'BOOKZY' }, [
      { endpoint: api.gates, input: {}, owner },
      { endpoint: api.updateGate, input: { params: { gate: 'GATE_2' }, body: donateGate }, owner },
      { endpoint: api.fallbacks, input: {}, owner },
      { endpoint: api.updateFallbacks, input: { body: { typeGateMap: everyCaseTo('GATE_3'), rejectBreakdown: {} } }, owner },
    ]);
  });
});
