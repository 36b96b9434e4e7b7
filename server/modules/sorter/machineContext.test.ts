import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SORTER_SETTINGS,
  ErrorCode,
  FALLBACK_CASES,
  formatRulesCsv,
  formatTransferFile,
  marketFor,
  MEDIA_MAIL_DEFAULTS,
  profitAt,
  sellerApi,
  SORTER_TRANSFER_FORMAT,
  SORTER_TRANSFER_VERSION,
  type CatalogBook,
  type Gate,
  type GateDecision,
  type SorterSection,
} from '../../../src/contract';
import { sorterGates, userProducts, users } from '../../db/schema';
import { deriveBook } from '../../marketplace/deriveBook';
import { catalogIsbn } from '../../marketplace/simulator';
import { insertMachineKey, machineHeaders, sorterRule as rule } from '../../testing/sorter';
import { statementsOf } from '../../testing/statements';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { CONTEXT_TTL_MS, HOLD_MS } from './machineContextCache';
import { bumpSorterContext } from './sorterContextChanges';

/**
 * The machine API keeps each key's context in memory (machineContextCache.ts): a warm call reads
 * nothing, and every write that changes what it decides by counts from the very next call.
 */

const machine = sellerApi.sorterMachine;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A book the marketplace prices every way a rule may look at it. */
function pricedBook(): CatalogBook {
  for (let index = 0; ; index++) {
    const book = deriveBook(catalogIsbn(index));
    if (book.salesRank !== null && book.buyBoxPrice !== null && book.lowestUsedPrice !== null) return book;
  }
}
const book = pricedBook();
const everyCaseTo = (gate: Gate) => Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, gate]));

interface Answer {
  gate: Gate;
  tag: string;
  decision: GateDecision;
}

const ask = (secret: string, endpoint: typeof machine.decideV2 | typeof machine.test = machine.decideV2) =>
  server.call<Answer>(endpoint, { query: { code: book.isbn13 } }, { auth: null, headers: machineHeaders(secret), xsrf: false });

const readsContext = (statements: string[]) => statements.some((text) => /sorter_machine_context|sorter_config/.test(text));

/**
 * A v2 call answered from memory: the statements it sent hold no read of the key or the
 * configuration. On PostgreSQL the context is kept again only once the last write's commit is
 * heard, a moment after it: the calls until then read it.
 */
async function warmAnswer(secret: string): Promise<Answer> {
  const until = Date.now() + 3_000;
  for (;;) {
    let reply: Awaited<ReturnType<typeof ask>> | undefined;
    const statements = await statementsOf(server.db, async () => (reply = await ask(secret)));
    if (!readsContext(statements)) return dataOf(reply!);
    if (server.driver === 'pglite' || Date.now() > until) expect.fail(`a warm call read its context:\n${statements.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function sorterSeller() {
  const seller = await server.newSeller([['SORTER', 'ACTIVE'], ['BOOKZY', 'ACTIVE']]);
  const { secret, id } = await insertMachineKey(server.db, seller.userId);
  dataOf(await ask(secret));
  return { seller, secret, keyId: id };
}

const as = (seller: SellerAuth) => ({ auth: seller });

describe('the machine API’s kept context', () => {
  it('reads nothing on a warm call but, on PostgreSQL, the seller’s context version: v2 sends its scan’s write besides, test nothing more', async () => {
    const { secret } = await sorterSeller();
    // Another instance may have changed the context on PostgreSQL; on PGlite this process is the only one.
    const versionCheck = server.driver === 'postgres' ? [expect.stringMatching(/from "sorter_context_versions"/)] : [];
    const v2 = await statementsOf(server.db, async () => dataOf(await ask(secret)));
    expect(v2).toEqual([...versionCheck, expect.stringMatching(/sorter_record_scan/)]);
    expect(await statementsOf(server.db, async () => dataOf(await ask(secret, machine.test)))).toEqual(versionCheck);
  });

  it('decides by every save the seller makes from the next call on', async () => {
    const { seller, secret } = await sorterSeller();
    expect((await warmAnswer(secret)).decision).toMatchObject({ gate: 'GATE_11', fallback: 'NO_SECTION' });

    dataOf(await server.call(sellerApi.sorterGates.updateFallbacks, { body: { typeGateMap: everyCaseTo('GATE_4'), rejectBreakdown: {} } }, as(seller)));
    expect((await ask(secret).then(dataOf)).gate).toBe('GATE_4');

    await warmAnswer(secret);
    const bin = { tag: 'Bin', color: '#495057', sound: 'blink', targetType: 'EXCEPTION', full: false };
    dataOf(await server.call(sellerApi.sorterGates.updateGate, { params: { gate: 'GATE_4' }, body: bin }, as(seller)));
    expect(await ask(secret).then(dataOf)).toMatchObject({ gate: 'GATE_4', tag: 'Bin' });

    await warmAnswer(secret);
    const fba = rule('FBA', 'GATE_6');
    const created = dataOf(await server.call<SorterSection>(sellerApi.sorterSections.create, { body: { name: 'Main', rules: [fba] } }, as(seller)));
    const fbaAnswer = await ask(secret).then(dataOf);
    expect(fbaAnswer.decision).toMatchObject({ gate: 'GATE_6', rule: { name: 'FBA' } });

    await warmAnswer(secret);
    dataOf(await server.call(sellerApi.sorterSettings.updateSettings, { body: { ...DEFAULT_SORTER_SETTINGS, buyCost: DEFAULT_SORTER_SETTINGS.buyCost + 100 } }, as(seller)));
    expect((await ask(secret).then(dataOf)).decision.profit).toBe(fbaAnswer.decision.profit! - 100);

    await warmAnswer(secret);
    const merchant = rule('Merchant', 'GATE_7', { channel: 'MF', priceSource: 'LOWEST_USED' });
    dataOf(await server.call(sellerApi.sorterSections.update, { params: { id: created.id }, body: { name: 'Main', rules: [merchant] } }, as(seller)));
    expect((await ask(secret).then(dataOf)).decision).toMatchObject({ gate: 'GATE_7', rule: { name: 'Merchant' } });

    await warmAnswer(secret);
    const rates = { ...MEDIA_MAIL_DEFAULTS, baseRate: MEDIA_MAIL_DEFAULTS.baseRate + 250 };
    dataOf(await server.call(sellerApi.rates.saveMediaMail, { body: rates }, as(seller)));
    const costs = { buyCost: DEFAULT_SORTER_SETTINGS.buyCost + 100, inboundCost: DEFAULT_SORTER_SETTINGS.inboundCost };
    expect((await ask(secret).then(dataOf)).decision.profit).toBe(profitAt(marketFor(book, 'LOWEST_USED').price!, book.weight, 'MF', costs, rates));

    await warmAnswer(secret);
    const file = formatRulesCsv([rule('Imported', 'GATE_8')]);
    dataOf(await server.call(sellerApi.sorterSections.importRules, { params: { id: created.id }, body: { file, mode: 'REPLACE' } }, as(seller)));
    expect((await ask(secret).then(dataOf)).decision).toMatchObject({ gate: 'GATE_8', rule: { name: 'Imported' } });

    const second = dataOf(await server.call<SorterSection>(sellerApi.sorterSections.create, { body: { name: 'Second', rules: [rule('Second', 'GATE_9')] } }, as(seller)));
    expect((await ask(secret).then(dataOf)).gate).toBe('GATE_8');
    await warmAnswer(secret);
    dataOf(await server.call(sellerApi.sorterSections.act, { params: { id: second.id, action: 'activate' } }, as(seller)));
    expect((await ask(secret).then(dataOf)).decision).toMatchObject({ gate: 'GATE_9', rule: { name: 'Second' } });

    await warmAnswer(secret);
    dataOf(await server.call(sellerApi.sorterSections.act, { params: { id: second.id, action: 'deactivate' } }, as(seller)));
    expect((await ask(secret).then(dataOf)).decision).toMatchObject({ gate: 'GATE_4', fallback: 'NO_SECTION' });

    dataOf(await server.call(sellerApi.sorterSections.act, { params: { id: created.id, action: 'activate' } }, as(seller)));
    expect((await ask(secret).then(dataOf)).gate).toBe('GATE_8');
    await warmAnswer(secret);
    dataOf(await server.call(sellerApi.sorterSections.remove, { params: { id: created.id } }, as(seller)));
    expect((await ask(secret).then(dataOf)).decision).toMatchObject({ gate: 'GATE_4', fallback: 'NO_SECTION' });

    await warmAnswer(secret);
    const transfer = formatTransferFile({
      format: SORTER_TRANSFER_FORMAT,
      version: SORTER_TRANSFER_VERSION,
      gates: [],
      fallbacks: { typeGateMap: everyCaseTo('GATE_2') as never, rejectBreakdown: {} },
      settings: DEFAULT_SORTER_SETTINGS,
      sections: [{ name: 'Transferred', active: true, rules: [rule('Transferred', 'GATE_3')] }],
    });
    dataOf(await server.call(sellerApi.sorterTransfer.importAll, { body: { file: transfer } }, as(seller)));
    expect(await ask(secret).then(dataOf)).toMatchObject({ gate: 'GATE_3', tag: '', decision: { rule: { name: 'Transferred' } } });
  });

  it('refuses a revoked key from the next call, while the seller’s other keys still work', async () => {
    const { seller, secret, keyId } = await sorterSeller();
    const other = await insertMachineKey(server.db, seller.userId);
    dataOf(await ask(other.secret));
    await warmAnswer(secret);
    await warmAnswer(other.secret);
    dataOf(await server.call(sellerApi.sorterMachineKeys.revoke, { params: { id: keyId } }, as(seller)));
    const refused = apiError(await ask(secret));
    expect(refused).toMatchObject({ status: 401, errorCode: ErrorCode.MACHINE_KEY_REFUSED });
    expect(refused.errorMessage).toMatch(/revoked on \d{4}-\d\d-\d\d/);
    expect((await ask(other.secret).then(dataOf)).gate).toBe('GATE_11');
  });

  it('refuses the next call once the account is disabled or the product frozen, when the writer bumps the context', async () => {
    const frozen = await sorterSeller();
    await warmAnswer(frozen.secret);
    await server.db.transaction(async (tx) => {
      await tx.update(userProducts).set({ status: 'FROZEN', usable: false }).where(and(eq(userProducts.userId, frozen.seller.userId), eq(userProducts.product, 'SORTER')));
      await bumpSorterContext(tx, frozen.seller.userId);
    });
    expect(apiError(await ask(frozen.secret))).toMatchObject({ status: 403, errorCode: ErrorCode.PRODUCT_NOT_USABLE });

    const disabled = await sorterSeller();
    await warmAnswer(disabled.secret);
    await server.db.transaction(async (tx) => {
      await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.seller.userId));
      await bumpSorterContext(tx, disabled.seller.userId);
    });
    expect(apiError(await ask(disabled.secret, machine.test))).toMatchObject({ status: 403, errorCode: ErrorCode.ACCOUNT_DISABLED });
  });

  it('keeps another seller’s context warm through a seller’s save', async () => {
    const saving = await sorterSeller();
    const steady = await sorterSeller();
    dataOf(await server.call(sellerApi.sorterGates.updateFallbacks, { body: { typeGateMap: everyCaseTo('GATE_5'), rejectBreakdown: {} } }, as(saving.seller)));
    expect((await warmAnswer(steady.secret)).gate).toBe('GATE_11');
    expect((await ask(saving.secret).then(dataOf)).gate).toBe('GATE_5');
  });

  it('keeps nothing that a rolled-back write bumped, and decides as before it', async () => {
    const { seller, secret } = await sorterSeller();
    await warmAnswer(secret);
    const rolledBack = new Error('rolled back');
    await expect(
      server.db.transaction(async (tx) => {
        await tx.insert(sorterGates).values({ userId: seller.userId, gate: 'GATE_11', tag: 'Never', color: '#000000', sound: 'ding', targetType: 'NONE', full: false });
        await bumpSorterContext(tx, seller.userId);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const held = await statementsOf(server.db, async () => expect(await ask(secret).then(dataOf)).toMatchObject({ gate: 'GATE_11', tag: '' }));
    expect(readsContext(held)).toBe(true);
    // No commit announces the end of its hold: it ends by itself.
    server.advanceClock(HOLD_MS);
    try {
      await ask(secret);
      expect((await warmAnswer(secret)).tag).toBe('');
    } finally {
      server.advanceClock(-HOLD_MS);
    }
  });

  it('reads the context again after a while, whatever happens: a change no writer announced counts within that time', async () => {
    const { seller, secret } = await sorterSeller();
    await warmAnswer(secret);
    // A change made outside Folio (an operator's SQL) bumps nothing.
    await server.db.insert(sorterGates).values({ userId: seller.userId, gate: 'GATE_11', tag: 'Operator', color: '#000000', sound: 'ding', targetType: 'NONE', full: false });
    expect((await warmAnswer(secret)).tag).toBe('');
    server.advanceClock(CONTEXT_TTL_MS);
    try {
      const statements = await statementsOf(server.db, async () => expect((await ask(secret).then(dataOf)).tag).toBe('Operator'));
      expect(readsContext(statements)).toBe(true);
    } finally {
      server.advanceClock(-CONTEXT_TTL_MS);
    }
  });
});
