import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type UserListPage } from '../../../src/contract';
import { sellerStockProfiles } from '../../db/schema';
import { newRunSeller, resultsOfRun, runToEnd, switchOffCircuitBreaker } from '../../testing/repricerRun';
import { dataOf, startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { jobs: 'work' });
});
afterAll(() => server.close());

describe("a finished run's stock profile", () => {
  it('counts the run: books by channel and condition, SKUs at the global minimum, and the users list shows its percentages', async () => {
    const { seller } = await newRunSeller(server, 300);
    await switchOffCircuitBreaker(server.db, seller.userId);
    const run = await runToEnd(server, seller, 50_000);
    expect(run.state).toBe('DONE');
    const results = await resultsOfRun(server.db, seller.userId, run.id);
    const [profile] = await server.db.select().from(sellerStockProfiles).where(eq(sellerStockProfiles.userId, seller.userId));
    const books = results.filter((row) => row.failureCode !== 'NOT_A_BOOK');
    expect(profile).toMatchObject({
      runId: run.id,
      skus: results.length,
      nonBookSkus: results.length - books.length,
      fbaBookSkus: books.filter((row) => row.groupType.startsWith('FBA_')).length,
      usedBookSkus: books.filter((row) => row.groupType.endsWith('_USED')).length,
      globalMinSkus: results.filter((row) => row.code === 'GLOBAL_MIN_REACHED' || row.reasons.includes('GLOBAL_MIN_REACHED')).length,
    });
    expect(profile!.usedBookSkus).toBeGreaterThan(0);

    const admin = await server.signInAdmin();
    const page = dataOf(await server.call<UserListPage>(adminApi.userList.list, { query: { searchText: seller.email } }, { auth: admin }));
    const share = (part: number) => Math.round((1000 * part) / books.length) / 10;
    expect(page.rows[0]!).toMatchObject({ stockSkus: results.length, percentages: { fbaBook: share(profile!.fbaBookSkus), usedBook: share(profile!.usedBookSkus) } });
  }, 60_000);
});
