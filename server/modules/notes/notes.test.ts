import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, NOTE_MAX_LENGTH, sellerApi, type Note } from '../../../src/contract';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.notes;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async (seller: SellerAuth) => dataOf(await server.call<Note[]>(api.list, {}, { auth: seller }));
const add = (seller: SellerAuth, text: unknown) => server.call<Note>(api.add, { body: { text } }, { auth: seller });
const addNote = async (seller: SellerAuth, text: string) => dataOf(await add(seller, text));
const markDone = (seller: SellerAuth, id: number) => server.call<Note>(api.markDone, { params: { id } }, { auth: seller });
const markUndone = (seller: SellerAuth, id: number) => server.call<Note>(api.markUndone, { params: { id } }, { auth: seller });
const remove = (seller: SellerAuth, id: number) => server.call(api.remove, { params: { id } }, { auth: seller });

describe('notes of one seller', () => {
  it('adds, lists, marks done and undone, and deletes a note', async () => {
    const seller = await server.newSeller();
    expect(await list(seller)).toEqual([]);

    const note = await addNote(seller, 'Call the printer vendor');
    expect(note).toMatchObject({ text: 'Call the printer vendor', done: false });
    expect(await list(seller)).toEqual([note]);

    expect(dataOf(await markDone(seller, note.id))).toMatchObject({ id: note.id, done: true });
    expect((await list(seller))[0]!.done).toBe(true);
    expect(dataOf(await markUndone(seller, note.id))).toMatchObject({ id: note.id, done: false });
    expect((await list(seller))[0]!.done).toBe(false);

    expect(dataOf(await remove(seller, note.id))).toBeNull();
    expect(await list(seller)).toEqual([]);
    expect(apiError(await remove(seller, note.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
  });

  it('lists open notes first, newest first within each group', async () => {
    const seller = await server.newSeller();
    await addNote(seller, 'oldest');
    const middle = await addNote(seller, 'middle');
    await addNote(seller, 'newest');
    const earlyDone = await addNote(seller, 'done early');
    const lateDone = await addNote(seller, 'done late');
    dataOf(await markDone(seller, earlyDone.id));
    dataOf(await markDone(seller, lateDone.id));
    // Marked done last, yet listed last: done notes sort by when they were written, not closed.
    dataOf(await markDone(seller, middle.id));
    expect((await list(seller)).map(({ text }) => text)).toEqual(['newest', 'oldest', 'done late', 'done early', 'middle']);
  });

  it('trims the text and keeps exactly the limit, but refuses empty or longer text naming the field', async () => {
    const seller = await server.newSeller();
    expect((await addNote(seller, '  Reorder poly bags  ')).text).toBe('Reorder poly bags');
    expect((await addNote(seller, 'x'.repeat(NOTE_MAX_LENGTH))).text).toHaveLength(NOTE_MAX_LENGTH);
    expect(fieldError(await add(seller, '   '), 'text')).toContain('is required');
    expect(fieldError(await add(seller, 'x'.repeat(NOTE_MAX_LENGTH + 1)), 'text')).toContain(`at most ${NOTE_MAX_LENGTH}`);
    expect(await list(seller)).toHaveLength(2);
  });

  it('names the id when it is not a note id', async () => {
    const seller = await server.newSeller();
    const reply = await server.call(api.markDone, { params: { id: 'abc' } }, { auth: seller });
    expect(fieldError(reply, 'id')).toBe('id must be a whole number.');
  });
});

describe("another seller's note", () => {
  it('answers 404 to done, undone and delete, and the note stays as it was for its owner', async () => {
    const owner = await server.newSeller();
    const stranger = await server.newSeller();
    const open = await addNote(owner, 'Open note');
    const done = await addNote(owner, 'Done note');
    dataOf(await markDone(owner, done.id));
    const before = await list(owner);

    for (const reply of [
      await markDone(stranger, open.id),
      await markUndone(stranger, done.id),
      await remove(stranger, open.id),
      await remove(stranger, done.id),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The note was not found.' });
    }
    expect(await list(owner)).toEqual(before);
    expect(await list(stranger)).toEqual([]);
  });
});
