import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_SNAPSHOT_PAGE_SIZE,
  decideGate,
  sellerApi,
  sorterConfigOf,
  validateCode,
  type CatalogBook,
  type CatalogSnapshotPage,
  type GateDecision,
  type SorterConfig,
  type SorterLookup,
  type SorterMeta,
} from '../../../src/contract';
import { gs1CheckDigit } from '../../../src/contract/barcodes/checkDigits';
import { sorterConfigArbitrary } from '../../../src/contract/sorter/testing/arbitraries';
import { sorterFallbacks, sorterGates, sorterSections } from '../../db/schema';
import { isListed } from '../../marketplace/simulator';
import { insertMachineKey, insertSection, machineHeaders, saveSorterSettings } from '../../testing/sorter';
import { dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { bumpSorterContext } from './sorterContextChanges';

/**
 * The promise: for any configuration and any code, the server (POST sorter/scan), the
 * tablet offline (decideGate on the configuration of GET sorter/meta and the book from the catalog
 * snapshot it downloaded) and the machine API (v2) make the same decision: gate, fallback, rule,
 * reject reason, redirect and figures alike.
 */

const CATALOG_SIZE = 400;
let server: TestServer;
let seller: SellerAuth;
let machineKey: string;
/** The snapshot as the app keeps it: books by their 13-digit code. */
const snapshot = new Map<string, CatalogBook>();
const catalog: CatalogBook[] = [];
const unlisted: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ catalogSize: CATALOG_SIZE });
  seller = await server.newSeller([['SORTER', 'ACTIVE'], ['BOOKZY', 'ACTIVE']]);
  machineKey = (await insertMachineKey(server.db, seller.userId)).secret;
  for (let page = 0; page < Math.ceil(CATALOG_SIZE / CATALOG_SNAPSHOT_PAGE_SIZE); page++) {
    const answer = dataOf(await server.call<CatalogSnapshotPage>(sellerApi.books.snapshot, { query: { page } }, { auth: seller }));
    for (const book of answer.books) {
      snapshot.set(book.isbn13, book);
      catalog.push(book);
    }
  }
  for (let n = 0; unlisted.length < 50; n++) {
    const body = `979${String(n * 7919).padStart(9, '0')}`;
    if (!isListed(body + gs1CheckDigit(body), CATALOG_SIZE)) unlisted.push(body + gs1CheckDigit(body));
  }
});
afterAll(() => server.close());

/**
 * The seller's configuration replaced by the generated one, written where the seller's own saves
 * write it, and announced as they announce it, so that the machine API does not decide by the one before.
 */
async function saveConfig(config: SorterConfig) {
  await server.db.delete(sorterSections).where(eq(sorterSections.userId, seller.userId));
  await server.db.delete(sorterGates).where(eq(sorterGates.userId, seller.userId));
  await server.db.insert(sorterGates).values(config.gates.map((gate) => ({ userId: seller.userId, ...gate })));
  // Plain objects: fast-check's dictionaries have no prototype, which the driver cannot write.
  const fallbacks = { typeGateMap: { ...config.typeGateMap }, rejectBreakdown: { ...config.rejectBreakdown } };
  await server.db.insert(sorterFallbacks).values({ userId: seller.userId, ...fallbacks }).onConflictDoUpdate({ target: sorterFallbacks.userId, set: fallbacks });
  if (config.rules !== null) await insertSection(server.db, seller.userId, config.rules.map(({ id: _id, ...rule }) => rule));
  await saveSorterSettings(server.db, seller.userId, { ...config.costs, timeoutMs: 1500, soundOn: true });
  await bumpSorterContext(server.db, seller.userId);
}

/** What the tablet finds offline: the book when the snapshot has it, else no listing. */
function offlineLookup(code: string): SorterLookup {
  const checked = validateCode(code);
  const book = checked.valid ? snapshot.get(checked.code13) : undefined;
  return book ? { kind: 'BOOK', book } : { kind: 'NO_LISTING' };
}

const codeArbitrary = fc.oneof(
  // A catalog book, as printed, as an ISBN-10 where it has one, or misread in its check digit.
  fc.nat({ max: CATALOG_SIZE - 1 }).map((index) => catalog[index]!.isbn13),
  fc.nat({ max: CATALOG_SIZE - 1 }).map((index) => {
    const isbn = catalog[index]!.isbn13;
    return `${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`;
  }),
  fc.nat({ max: 49 }).map((index) => unlisted[index]!),
  // Noise from a bad read: never a code, as it starts with a letter other than X.
  fc.stringMatching(/^[A-WYZa-wyz][0-9A-Za-z-]{0,15}$/),
);

const sameChoice = (decision: GateDecision) => ({ gate: decision.gate, fallback: decision.fallback, rule: decision.rule?.name ?? null });

describe('the server, the tablet offline and the machine API', () => {
  it('choose the same gate, fallback and rule for any configuration and code', async () => {
    /** What the runs met, so that a generator that stopped reaching a case fails the test. */
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(sorterConfigArbitrary, fc.array(codeArbitrary, { minLength: 4, maxLength: 8 }), async (generated, codes) => {
        await saveConfig(generated);
        const meta = dataOf(await server.call<SorterMeta>(sellerApi.sorterMeta.meta, {}, { auth: seller }));
        const offlineConfig = sorterConfigOf(meta);
        for (const code of codes) {
          const offline = decideGate(code, offlineLookup(code), offlineConfig);
          // The configuration came back whole: the generated one decides alike (its rule ids aside).
          expect(sameChoice(offline)).toEqual(sameChoice(decideGate(code, offlineLookup(code), generated)));
          const scan = {
            scanId: randomUUID(),
            code,
            scannedAt: new Date().toISOString(),
            source: 'WEDGE',
            gate: offline.gate,
            fallback: offline.fallback,
            ruleId: offline.rule?.id ?? null,
            decidedOffline: true,
          };
          const server_ = dataOf(await server.call<{ decision: GateDecision; recorded: boolean }>(sellerApi.sorterScans.record, { body: scan }, { auth: seller }));
          const machine = dataOf(
            await server.call<{ decision: GateDecision }>(sellerApi.sorterMachine.decideV2, { query: { code } }, { auth: null, headers: machineHeaders(machineKey) }),
          );
          seen.add(offline.fallback ?? 'RULE');
          if (offline.redirect) seen.add(`redirect ${offline.redirect.to}`);
          expect(server_.recorded).toBe(true);
          expect(server_.decision, `server, code ${code}`).toEqual(offline);
          expect(machine.decision, `machine, code ${code}`).toEqual(offline);
        }
      }),
      { numRuns: 25 },
    );
    expect([...seen].sort()).toEqual(expect.arrayContaining(['INVALID_BARCODE', 'NO_LISTING', 'NO_SECTION', 'REJECT', 'RULE', 'redirect EXCEPTION']));
    // About 15 s on a quiet machine; room for a busy one.
  }, 90_000);
});
