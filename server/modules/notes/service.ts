import { and, asc, desc, eq } from 'drizzle-orm';
import type { Note } from '../../../src/contract';
import { notes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';

type NoteRow = typeof notes.$inferSelect;

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    text: row.text,
    done: row.done,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownNote = (userId: number, id: number) => and(eq(notes.id, id), eq(notes.userId, userId));

export async function listNotes(deps: AppDeps, userId: number) {
  const rows = await deps.db
    .select()
    .from(notes)
    .where(eq(notes.userId, userId))
    .orderBy(asc(notes.done), desc(notes.createdAt), desc(notes.id));
  return rows.map(toNote);
}

export async function addNote(deps: AppDeps, userId: number, text: string) {
  const [row] = await deps.db.insert(notes).values({ userId, text }).returning();
  return toNote(row!);
}

export async function setNoteDone(deps: AppDeps, userId: number, id: number, done: boolean) {
  const [row] = await deps.db
    .update(notes)
    .set({ done, updatedAt: deps.clock() })
    .where(ownNote(userId, id))
    .returning();
  if (!row) throw notFound('The note');
  return toNote(row);
}

export async function removeNote(deps: AppDeps, userId: number, id: number) {
  const removed = await deps.db.delete(notes).where(ownNote(userId, id)).returning({ id: notes.id });
  if (removed.length === 0) throw notFound('The note');
  return null;
}
