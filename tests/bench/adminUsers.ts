/**
 * The admin users list with 20,000 sellers, pure server: the real app on a PGlite database of its
 * own, called in process (app.inject: routing, validation, the queries, the reply's checks; no
 * network). Each single filter of spec 3.7 and each sort, both ways, a page of 20, several times
 * after a warm-up; then the e-mail export of every seller. Lines:
 *   admin users: seed 20,000 sellers M s
 *   admin users <filter>: p95 M ms (median M ms, N matching)
 *   admin users export: 20,000 e-mails M ms
 * Goals: every p95 ≤ 150 ms; the export ≤ 2 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApi, routePath, USER_SORT_FIELDS, type UserEmailExport, type UserListPage } from '../../src/contract';
import { ADMIN_AUTHORIZATION_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../src/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare';
import { customerAttributes } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { seedBenchCustomers } from './adminUsersData';

const SELLERS = Number(process.env.ADMIN_USERS_BENCH_SELLERS ?? 20_000);
const RUNS = Number(process.env.ADMIN_USERS_BENCH_RUNS ?? 12);
const WARM_UP = 2;
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** One query per filter of spec 3.7, each alone, with a value that leaves some sellers in and some out. */
const FILTERS: [string, Record<string, string>][] = [
  ['no filter', {}],
  ['searchText', { searchText: 'whitaker' }],
  ['registerDateAfterText', { registerDateAfterText: new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10) }],
  ['subscriptionStatusQueries', { subscriptionStatusQueries: 'REPRICER:ACTIVE,FROZEN' }],
  ['subscriptionStatusQueries PAYMENT_FAILED', { subscriptionStatusQueries: 'PAYMENT_FAILED' }],
  ['subscriptionStatusQueries NONE', { subscriptionStatusQueries: 'NONE' }],
  ['nonBookPercentage', { nonBookPercentageGte: '2' }],
  ['fbaBookPercentage', { fbaBookPercentageGte: '50', fbaBookPercentageLte: '80' }],
  ['usedBookPercentage', { usedBookPercentageLte: '70' }],
  ['globalMinReachedPercentage', { globalMinReachedPercentageGte: '5' }],
  ['hasTwoFbaSession', { hasTwoFbaSession: 'true' }],
  ['hasTwoFbmSession', { hasTwoFbmSession: 'false' }],
  ['referrerUserSearchText', { referrerUserSearchText: 'customer-00' }],
  ['lastMonth', { lastMonthGte: '5000' }],
  ['isAffiliateUser', { isAffiliateUser: 'true' }],
  ['customerSimpleAddressId', { customerSimpleAddressId: 'SIMPLE_ADDRESS' }],
  ['customerAgentId', { customerAgentId: 'AGENT' }],
  ['customerCommunityId', { customerCommunityId: 'COMMUNITY' }],
  ['invoiceQty', { invoiceQtyGte: '10' }],
  ['doNotContact', { doNotContact: 'true' }],
  ['hasInteraction', { hasInteraction: 'true' }],
  ...USER_SORT_FIELDS.flatMap((sortField) =>
    (['ASC', 'DESC'] as const).map((sortDirection): [string, Record<string, string>] => [`sort ${sortField} ${sortDirection}`, { sortField, sortDirection }]),
  ),
];

/** The second value of each attribute kind the bench seeded: the attribute filters' ids. */
async function attributeIds(db: Database): Promise<Record<string, string>> {
  const rows = await db.select().from(customerAttributes).orderBy(customerAttributes.id);
  return Object.fromEntries(['AGENT', 'SIMPLE_ADDRESS', 'COMMUNITY'].map((kind) => [kind, String(rows.filter((row) => row.kind === kind)[1]!.id)]));
}

/** Each filter and sort RUNS times, then the export: a line each. */
export async function timeUserList(app: FastifyInstance, db: Database): Promise<string[]> {
  const lines: string[] = [];
  const xsrf = { cookie: `${XSRF_COOKIE}=bench-xsrf-token-0123456789`, [XSRF_HEADER]: 'bench-xsrf-token-0123456789' };
  const credentials = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password };
  const login = await app.inject({ method: 'POST', url: routePath(adminApi.session.login), headers: xsrf, payload: credentials });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const get = async <T>(url: string, query: Record<string, string>) => {
    const started = performance.now();
    const reply = await app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers: { [ADMIN_AUTHORIZATION_HEADER]: `Bearer ${token}` } });
    const ms = performance.now() - started;
    const body = JSON.parse(reply.body) as { success: boolean; data: T; apiError: unknown };
    if (!body.success) throw new Error(`${url} ${JSON.stringify(query)}: ${JSON.stringify(body.apiError)}`);
    return { ms, data: body.data };
  };
  const ids = await attributeIds(db);
  const only = process.env.ADMIN_USERS_BENCH_ONLY;
  let worst = 0;
  for (const [name, filter] of FILTERS) {
    if (only && !name.includes(only)) continue;
    const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, key.startsWith('customer') ? ids[value]! : value]));
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const { ms, data } = await get<UserListPage>(routePath(adminApi.userList.list), { ...query, page: String(run % 3) });
      total = data.total;
      if (run >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    worst = Math.max(worst, percentile(times, 0.95));
    lines.push(`admin users ${name}: p95 ${percentile(times, 0.95).toFixed(1)} ms (median ${percentile(times, 0.5).toFixed(1)} ms, ${total.toLocaleString('en-US')} matching)`);
  }
  lines.push(`admin users: worst p95 ${worst.toFixed(1)} ms (goal ≤ 150 ms)`);
  const exports: number[] = [];
  let rows = 0;
  for (let run = 0; run < 3; run++) {
    const { ms, data } = await get<UserEmailExport>(routePath(adminApi.userList.exportEmails), {});
    exports.push(ms);
    rows = data.rows;
  }
  lines.push(`admin users export: ${rows.toLocaleString('en-US')} e-mails ${Math.max(...exports).toFixed(0)} ms at worst of 3 (goal ≤ 2 s)`);
  return lines;
}

export async function measureAdminUsers(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-users-'));
  const database = await prepareDatabase({ driver: 'pglite', dataDir }, { customers: false });
  try {
    const seedStart = performance.now();
    await seedBenchCustomers(database.db, SELLERS);
    const seeded = `admin users: seed ${SELLERS.toLocaleString('en-US')} sellers ${((performance.now() - seedStart) / 1000).toFixed(1)} s`;
    const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: database.db });
    try {
      return [seeded, ...(await timeUserList(app, database.db))];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
