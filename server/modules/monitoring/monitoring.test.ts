import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, sellerApi, type AnyEndpoint, type ErrorReport } from '../../../src/contract';
import { admins, clientErrorReports } from '../../db/schema';
import { dataOf, fieldError, startTestServer, type CallOptions, type TestServer } from '../../testing/testServer';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A report with a message no other test uses, so that its row can be found again. */
function report(): ErrorReport {
  counter += 1;
  return {
    kind: 'render',
    message: `Cannot read properties of undefined (#${counter}-${Math.random().toString(36).slice(2, 8)})`,
    url: 'https://panel.folio.test/dashboard',
    stack: 'TypeError: Cannot read properties of undefined\n    at Dashboard (dashboard.tsx:12:7)',
    trace: [{ at: 1_700_000_000_000, step: 'GET /api/user 200' }],
    context: { route: '/dashboard', online: true },
  };
}

/** Sends a report and returns the row the server stored for it. */
async function send(endpoint: AnyEndpoint, body: ErrorReport, options: CallOptions = {}) {
  dataOf(await server.call(endpoint, { body }, options));
  const rows = await server.db.select().from(clientErrorReports).where(eq(clientErrorReports.message, body.message));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('seller error reports', () => {
  const endpoint = sellerApi.monitoring.reportError;

  it('stores the report with the seller it came from', async () => {
    const seller = await server.newSeller();
    const body = report();
    const row = await send(endpoint, body, { auth: seller, headers: { 'user-agent': 'Folio test agent' } });
    expect(row).toMatchObject({
      realm: 'seller',
      userId: seller.userId,
      kind: 'render',
      url: body.url,
      stack: body.stack,
      userAgent: 'Folio test agent',
      details: { trace: body.trace, context: body.context },
    });
  });

  it('stores a report without a seller when no valid token comes with it', async () => {
    const seller = await server.newSeller();
    expect((await send(endpoint, report())).userId).toBeNull();
    // A signed-out browser still holding an old token must not be refused: errors matter most then.
    expect((await send(endpoint, report(), { auth: { ...seller, token: 'x'.repeat(43) } })).userId).toBeNull();
  });

  it('refuses an unknown kind or an over-long message, naming the field', async () => {
    fieldError(await server.call(endpoint, { body: { ...report(), kind: 'crash' } }), 'kind');
    fieldError(await server.call(endpoint, { body: { ...report(), message: 'x'.repeat(2001) } }), 'message');
    const stored = await server.db.select().from(clientErrorReports).where(eq(clientErrorReports.kind, 'crash'));
    expect(stored).toEqual([]);
  });
});

describe('admin error reports', () => {
  const endpoint = adminApi.monitoring.reportError;

  it("stores the report in the admin realm, with the staff member's id", async () => {
    const admin = await server.signInAdmin();
    const [staff] = await server.db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'admin@folio.test'));
    expect(await send(endpoint, report(), { auth: admin })).toMatchObject({ realm: 'admin', userId: staff!.id });
    expect(await send(endpoint, report())).toMatchObject({ realm: 'admin', userId: null });
  });

  it('refuses an unknown kind, naming the field', async () => {
    fieldError(await server.call(endpoint, { body: { ...report(), kind: 'crash' } }), 'kind');
  });
});
