import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, adminApi, type AssignedDiscount, type Discount } from '../../../src/contract';
import { CATALOG_SESSIONS, assign, assignCall, createDiscount, discountBody, staffActionsOf } from '../../testing/catalog';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;

beforeAll(async () => {
  server = await startTestServer(CATALOG_SESSIONS);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const api = adminApi.discounts;
const assignedApi = adminApi.assignedDiscounts;
const create = (body: unknown) => server.call<Discount>(api.create, { body }, { auth: admin });
const update = (id: number, body: unknown) => server.call<Discount>(api.update, { params: { id }, body }, { auth: admin });
const listDiscounts = async () => dataOf(await server.call<Discount[]>(api.list, {}, { auth: admin }));
const listAssigned = async (query: Record<string, string | number> = {}) =>
  dataOf(await server.call<{ items: AssignedDiscount[]; total: number; page: number; pageSize: number }>(assignedApi.list, { query }, { auth: admin }));
const unassign = (id: number) => server.call<AssignedDiscount>(assignedApi.unassign, { params: { id } }, { auth: admin });

describe('discounts', () => {
  it('creates a percent and an amount discount, lists them active first with their holders, edits and retires one', async () => {
    const percent = await createDiscount(server, admin, { name: 'Spring offer', off: { kind: 'PERCENT', percent: 20 }, products: ['LISTER', 'BOOKZY'], periods: 3 });
    expect(percent).toMatchObject({ name: 'Spring offer', off: { kind: 'PERCENT', percent: 20 }, products: ['LISTER', 'BOOKZY'], periods: 3, active: true, assignedCount: 0 });
    const amount = await createDiscount(server, admin, { name: 'Welcome back', off: { kind: 'AMOUNT', amountCents: 1000, currency: 'EUR' } });
    expect(amount).toMatchObject({ off: { kind: 'AMOUNT', amountCents: 1000, currency: 'EUR' }, products: [], periods: null });
    expect((await staffActionsOf(server, 'DISCOUNT_CREATE'))[0]).toMatchObject({ userId: null, detail: { discountId: amount.id, name: 'Welcome back' } });

    const edited = dataOf(await update(percent.id, discountBody({ name: 'Spring offer', off: { kind: 'AMOUNT', amountCents: 500, currency: 'USD' }, products: ['LISTER'], periods: 2 })));
    expect(edited).toMatchObject({ off: { kind: 'AMOUNT', amountCents: 500, currency: 'USD' }, products: ['LISTER'], periods: 2 });
    expect((await staffActionsOf(server, 'DISCOUNT_UPDATE'))[0]!.detail).toMatchObject({
      discountId: percent.id,
      kind: { from: 'PERCENT', to: 'AMOUNT' },
      percent: { from: 20, to: null },
      amountCents: { from: null, to: 500 },
      periods: { from: 3, to: 2 },
    });

    const retired = dataOf(await server.call<Discount>(api.retire, { params: { id: amount.id } }, { auth: admin }));
    expect(retired.active).toBe(false);
    expect((await staffActionsOf(server, 'DISCOUNT_RETIRE'))[0]).toMatchObject({ detail: { discountId: amount.id } });
    const listed = await listDiscounts();
    expect(listed.findIndex((each) => each.id === percent.id)).toBeLessThan(listed.findIndex((each) => each.id === amount.id));
    expect(dataOf(await update(amount.id, { ...discountBody({ name: 'Welcome back', off: amount.off }), active: true })).active).toBe(true);
  });

  it('refuses a discount with a bad name, amount, percent, currency, products or periods, and unknown ids', async () => {
    fieldError(await create(discountBody({ name: ' ' })), 'name');
    fieldError(await create(discountBody({ off: { kind: 'PERCENT', percent: 0 } })), 'off.percent');
    fieldError(await create(discountBody({ off: { kind: 'PERCENT', percent: 101 } })), 'off.percent');
    fieldError(await create(discountBody({ off: { kind: 'PERCENT', percent: 12.5 } })), 'off.percent');
    fieldError(await create(discountBody({ off: { kind: 'AMOUNT', amountCents: 500 } })), 'off.currency');
    fieldError(await create(discountBody({ off: { kind: 'AMOUNT', amountCents: -5, currency: 'USD' } })), 'off.amountCents');
    fieldError(await create(discountBody({ off: { kind: 'FREE' } })), 'off');
    fieldError(await create(discountBody({ products: ['LISTER', 'LISTER'] })), 'products');
    fieldError(await create(discountBody({ products: ['KITE'] })), 'products.0');
    fieldError(await create(discountBody({ periods: 0 })), 'periods');
    fieldError(await create(discountBody({ periods: 121 })), 'periods');
    expect(apiError(await update(999_999, discountBody()))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await server.call(api.retire, { params: { id: 999_999 } }, { auth: admin })).status).toBe(404);
  });
});

describe('assigned discounts', () => {
  it('assigns a discount to a seller by id or by e-mail, with its periods, and records it on the account', async () => {
    const discount = await createDiscount(server, admin, { name: 'Three months', periods: 3 });
    const seller = await server.newSeller();
    const other = await server.newSeller();
    const byId = await assign(server, admin, discount.id, seller.userId);
    expect(byId).toMatchObject({
      discount: { id: discount.id, name: 'Three months', off: { kind: 'PERCENT', percent: 10 }, active: true },
      user: { id: seller.userId, email: seller.email, name: 'Test Seller' },
      periodsLeft: 3,
      invoicesDiscounted: 0,
      assignedBy: 'admin@folio.test',
      endedAt: null,
      endReason: null,
    });
    expect((await staffActionsOf(server, 'DISCOUNT_ASSIGN'))[0]).toMatchObject({ userId: seller.userId, adminEmail: 'admin@folio.test', detail: { assignmentId: byId.id, discountId: discount.id, periodsLeft: 3 } });
    const byEmail = dataOf(await assignCall(server, admin, { discountId: discount.id, email: other.email.toUpperCase() }));
    expect(byEmail.user.id).toBe(other.userId);

    const listed = await listAssigned({ discountId: discount.id });
    expect(listed).toMatchObject({ total: 2, page: 0, pageSize: 20 });
    expect(listed.items.map((item) => item.id)).toEqual([byEmail.id, byId.id]);
    expect((await listDiscounts()).find((each) => each.id === discount.id)!.assignedCount).toBe(2);
  });

  it('refuses a second live assignment, a retired discount, an unknown seller or discount, and a body naming no seller or both', async () => {
    const discount = await createDiscount(server, admin, { name: 'Once only' });
    const seller = await server.newSeller();
    await assign(server, admin, discount.id, seller.userId);
    expect(fieldError(await assignCall(server, admin, { discountId: discount.id, userId: seller.userId }), 'discountId')).toContain('already holds');
    const retired = await createDiscount(server, admin, { name: 'Gone' });
    await server.call(api.retire, { params: { id: retired.id } }, { auth: admin });
    expect(fieldError(await assignCall(server, admin, { discountId: retired.id, userId: seller.userId }), 'discountId')).toContain('retired');
    expect(apiError(await assignCall(server, admin, { discountId: discount.id, userId: 999_999 }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    fieldError(await assignCall(server, admin, { discountId: discount.id, email: 'nobody@folio.test' }), 'email');
    expect(apiError(await assignCall(server, admin, { discountId: 999_999, userId: seller.userId })).status).toBe(404);
    fieldError(await assignCall(server, admin, { discountId: discount.id }), 'userId');
    fieldError(await assignCall(server, admin, { discountId: discount.id, userId: seller.userId, email: seller.email }), 'userId');
    const deleted = await server.newSeller();
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    expect(apiError(await assignCall(server, admin, { discountId: discount.id, userId: deleted.userId })).status).toBe(404);
  });

  it('unassigns once: the assignment ends, is recorded, and the discount can be given again', async () => {
    const discount = await createDiscount(server, admin, { name: 'Short' });
    const seller = await server.newSeller();
    const assigned = await assign(server, admin, discount.id, seller.userId);
    const ended = dataOf(await unassign(assigned.id));
    expect(ended).toMatchObject({ id: assigned.id, endReason: 'UNASSIGNED', endedAt: expect.any(String) });
    const actions = (await staffActionsOf(server, 'DISCOUNT_UNASSIGN')).filter((action) => action.userId === seller.userId);
    expect(actions).toHaveLength(1);
    expect(dataOf(await unassign(assigned.id))).toEqual(ended);
    expect((await staffActionsOf(server, 'DISCOUNT_UNASSIGN')).filter((action) => action.userId === seller.userId)).toHaveLength(1);
    expect(apiError(await unassign(999_999)).status).toBe(404);

    expect((await listAssigned({ userId: seller.userId })).items).toEqual([]);
    expect((await listAssigned({ userId: seller.userId, state: 'ENDED' })).items.map((item) => item.id)).toEqual([assigned.id]);
    const again = await assign(server, admin, discount.id, seller.userId);
    expect((await listAssigned({ userId: seller.userId, state: 'ALL' })).items.map((item) => item.id)).toEqual([again.id, assigned.id]);
  });

  it('searches by e-mail or name and pages the list, and refuses a bad query', async () => {
    const discount = await createDiscount(server, admin, { name: 'Paged' });
    const sellers = [];
    for (let index = 0; index < 3; index++) sellers.push(await server.newSeller());
    await server.db.update(users).set({ firstName: 'Zelda', lastName: 'Quill' }).where(eq(users.id, sellers[1]!.userId));
    for (const seller of sellers) await assign(server, admin, discount.id, seller.userId);

    const first = await listAssigned({ discountId: discount.id, pageSize: 2 });
    const second = await listAssigned({ discountId: discount.id, pageSize: 2, page: 1 });
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((item) => item.user.id)).toEqual([...sellers].reverse().map((seller) => seller.userId));
    expect((await listAssigned({ searchText: 'zelda q' })).items.map((item) => item.user.id)).toEqual([sellers[1]!.userId]);
    expect((await listAssigned({ searchText: sellers[2]!.email.toUpperCase() })).items.map((item) => item.user.id)).toEqual([sellers[2]!.userId]);
    expect((await listAssigned({ searchText: '%' })).total).toBe(0);

    fieldError(await server.call(assignedApi.list, { query: { pageSize: 500 } }, { auth: admin }), 'pageSize');
    fieldError(await server.call(assignedApi.list, { query: { state: 'SOON' } }, { auth: admin }), 'state');
    fieldError(await server.call(assignedApi.list, { query: { page: -1 } }, { auth: admin }), 'page');
  });
});
