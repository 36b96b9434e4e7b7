import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, adminApi, type Interaction, type InteractionPage } from '../../../src/contract';
import { insertCustomer, staffActionsOn } from '../../testing/customerCare';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

const api = adminApi.interactions;
let server: TestServer;
let admin: AdminAuth;
/** Three sellers, each found by one field only, and a note per seller per contact. */
const sellers: { id: number }[] = [];
const notes: Interaction[] = [];
const MARK = `m${Date.now().toString(36)}`;

const create = async (body: Record<string, unknown>) => dataOf(await server.call<Interaction>(api.create, { body }, { auth: admin }));
const list = async (query: Record<string, string | number>) => dataOf(await server.call<InteractionPage>(api.list, { query }, { auth: admin }));
const ids = (page: InteractionPage) => page.items.map((item) => item.id);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
  sellers.push(
    await insertCustomer(server.db, { email: `ada.${MARK}@books.test`, firstName: 'Ada', lastName: 'Quill', companyName: 'Quill & Page' }),
    await insertCustomer(server.db, { email: `bo.${MARK}@shelf.test`, firstName: 'Bo', lastName: 'Marsh', companyName: null }),
    await insertCustomer(server.db, { email: `cy.${MARK}@shelf.test`, firstName: 'Cy', lastName: 'Quillon', companyName: `Cy's 50% Books` }),
  );
  for (const [index, seller] of sellers.entries()) {
    notes.push(await create({ userId: seller.id, kind: 'CALL', happenedAt: hoursAgo(10 - index), contact: 'Front desk', text: `Asked about ${MARK} renewal` }));
    notes.push(await create({ userId: seller.id, kind: 'EMAIL', happenedAt: hoursAgo(5 - index), contact: `owner-${index}@mail.test`, text: `Sent the ${MARK} invoice copy` }));
  }
});
afterAll(() => server.close());

describe('customer interactions', () => {
  it('notes a call against a seller with who noted it, and reads it back newest first', async () => {
    const note = notes[0]!;
    expect(note).toMatchObject({
      userId: sellers[0]!.id,
      seller: { email: `ada.${MARK}@books.test`, name: 'Ada Quill', companyName: 'Quill & Page' },
      kind: 'CALL',
      contact: 'Front desk',
      notedBy: 'Folio Staff',
    });
    const page = await list({ searchText: MARK });
    expect(ids(page)).toEqual(notes.map((each) => each.id).reverse());
    expect(page.nextStartId).toBeNull();
    expect((await staffActionsOn(server.db, sellers[0]!.id)).map((action) => action.action)).toEqual(['INTERACTION_ADD', 'INTERACTION_ADD']);
  });

  it.each([
    ['email', 'shelf.test', [1, 2]],
    ['email', `ADA.${MARK}`, [0]],
    ['username', 'quill', [0, 2]],
    ['username', 'bo marsh', [1]],
    ['company', '50%', [2]],
    ['company', 'quill &', [0]],
    ['contact', 'FRONT', [0, 1, 2]],
    ['contact', 'owner-1@', [1]],
    ['searchText', 'invoice copy', [0, 1, 2]],
  ] as const)('filters by %s "%s"', async (field, value, sellerIndexes) => {
    const page = await list({ [field]: value });
    const mine = page.items.filter((item) => sellers.some((seller) => seller.id === item.userId));
    const expected = new Set(sellerIndexes.map((index) => sellers[index]!.id));
    expect(new Set(mine.map((item) => item.userId))).toEqual(expected);
    for (const item of mine) {
      if (field === 'contact') expect(item.contact.toLowerCase()).toContain(value.toLowerCase());
      if (field === 'searchText') expect(item.text).toContain(value);
    }
  });

  it('combines filters, keeps to one seller, and treats an empty field as absent', async () => {
    expect(ids(await list({ username: 'quill', contact: 'owner', searchText: MARK }))).toEqual([notes[5]!.id, notes[1]!.id]);
    expect(ids(await list({ userId: sellers[1]!.id }))).toEqual([notes[3]!.id, notes[2]!.id]);
    expect(ids(await list({ userId: sellers[1]!.id, email: '' }))).toEqual([notes[3]!.id, notes[2]!.id]);
    expect((await list({ searchText: 'no such words anywhere' })).items).toEqual([]);
  });

  it('pages by startId: each page starts below the last, the last page says so, a note added meanwhile moves nothing', async () => {
    const seen: number[] = [];
    let page = await list({ searchText: MARK, pageSize: 4 });
    expect(page.items).toHaveLength(4);
    seen.push(...ids(page));
    await create({ userId: sellers[0]!.id, kind: 'CALL', happenedAt: hoursAgo(0), text: `Later ${MARK} call` });
    page = await list({ searchText: MARK, pageSize: 4, startId: page.nextStartId! });
    seen.push(...ids(page));
    expect(page.nextStartId).toBeNull();
    expect(seen).toEqual(notes.map((each) => each.id).reverse());
    expect((await list({ searchText: MARK, pageSize: 1 })).nextStartId).toBe((await list({ searchText: MARK, pageSize: 1 })).items[0]!.id);
  });

  it('edits a note, recording what changed on the account, and moves one to another seller on both accounts', async () => {
    const note = await create({ userId: sellers[1]!.id, kind: 'EMAIL', happenedAt: hoursAgo(3), contact: 'Bo', text: 'Draft' });
    const body = { userId: sellers[1]!.id, kind: 'CALL', happenedAt: note.happenedAt, contact: 'Bo', text: 'Called back' };
    const edited = dataOf(await server.call<Interaction>(api.update, { params: { id: note.id }, body }, { auth: admin }));
    expect(edited).toMatchObject({ id: note.id, kind: 'CALL', text: 'Called back', notedBy: 'Folio Staff' });
    expect(edited.updatedAt >= note.updatedAt).toBe(true);
    expect((await staffActionsOn(server.db, sellers[1]!.id))[0]).toMatchObject({
      action: 'INTERACTION_EDIT',
      detail: { id: note.id, kind: { from: 'EMAIL', to: 'CALL' }, text: { from: 'Draft', to: 'Called back' } },
    });
    const moved = dataOf(await server.call<Interaction>(api.update, { params: { id: note.id }, body: { ...body, userId: sellers[2]!.id } }, { auth: admin }));
    expect(moved.seller.name).toBe('Cy Quillon');
    for (const seller of [sellers[1]!, sellers[2]!]) {
      expect((await staffActionsOn(server.db, seller.id))[0]).toMatchObject({ action: 'INTERACTION_EDIT', detail: { userId: { from: sellers[1]!.id, to: sellers[2]!.id } } });
    }
  });

  it('deletes a note, recording what it said', async () => {
    const note = await create({ userId: sellers[2]!.id, kind: 'CALL', happenedAt: hoursAgo(1), text: 'Wrong seller' });
    expect(dataOf(await server.call(api.remove, { params: { id: note.id } }, { auth: admin }))).toBeNull();
    expect(ids(await list({ userId: sellers[2]!.id }))).not.toContain(note.id);
    expect((await staffActionsOn(server.db, sellers[2]!.id))[0]).toMatchObject({ action: 'INTERACTION_DELETE', detail: { id: note.id, text: 'Wrong seller', kind: 'CALL' } });
    expect(apiError(await server.call(api.remove, { params: { id: note.id } }, { auth: admin }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    const body = { userId: sellers[2]!.id, kind: 'CALL', happenedAt: hoursAgo(1), text: 'x' };
    expect(apiError(await server.call(api.update, { params: { id: note.id }, body }, { auth: admin })).status).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const good = { userId: sellers[0]!.id, kind: 'CALL', happenedAt: hoursAgo(1), contact: '', text: 'Fine' };
    const refused = async (body: Record<string, unknown>, field: string) => fieldError(await server.call(api.create, { body }, { auth: admin }), field);
    await refused({ ...good, kind: 'FAX' }, 'kind');
    await refused({ ...good, text: '  ' }, 'text');
    await refused({ ...good, text: 'x'.repeat(5001) }, 'text');
    await refused({ ...good, contact: 'x'.repeat(201) }, 'contact');
    await refused({ ...good, happenedAt: 'yesterday' }, 'happenedAt');
    await refused({ ...good, happenedAt: new Date(Date.now() + 86_400_000).toISOString() }, 'happenedAt');
    await refused({ ...good, userId: 99_999_999 }, 'userId');
    await refused({ ...good, userId: 'ada' }, 'userId');
    fieldError(await server.call(api.update, { params: { id: notes[0]!.id }, body: { ...good, userId: 99_999_999 } }, { auth: admin }), 'userId');
    fieldError(await server.call(api.list, { query: { pageSize: 0 } }, { auth: admin }), 'pageSize');
    fieldError(await server.call(api.list, { query: { pageSize: 101 } }, { auth: admin }), 'pageSize');
    fieldError(await server.call(api.list, { query: { startId: 'next' } }, { auth: admin }), 'startId');
    fieldError(await server.call(api.list, { query: { email: 'x'.repeat(101) } }, { auth: admin }), 'email');
  });
});
