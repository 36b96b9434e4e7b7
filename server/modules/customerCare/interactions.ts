import { and, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Interaction, InteractionPage, interactionBody, interactionQuerySchema } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { admins, customerInteractions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AdminPrincipal } from '../../auth/principals';
import { invalidInput, notFound } from '../../http/appError';
import { containsPattern } from '../lister/sessionsService';
import { changedFields, recordStaffAction } from '../staffActions/record';
import { lockSeller } from './seller';

/**
 * Customer interactions (spec 3.7, 7.9). The list pages by keyset on the id (newest noted first):
 * a page is `id < startId`, read through the primary key, however far down staff scroll. Each
 * create, edit and delete is a staff action on the seller's account.
 */

type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;
type Query = z.output<typeof interactionQuerySchema>;
type Body = z.output<typeof interactionBody>;

/** A note may be made after the call, never before it; a few minutes cover clocks that differ. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

const sellerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const columns = {
  id: customerInteractions.id,
  userId: customerInteractions.userId,
  email: users.email,
  name: sellerName,
  companyName: users.companyName,
  kind: customerInteractions.kind,
  happenedAt: customerInteractions.happenedAt,
  contact: customerInteractions.contact,
  text: customerInteractions.text,
  notedBy: admins.name,
  createdAt: customerInteractions.createdAt,
  updatedAt: customerInteractions.updatedAt,
};
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const view = (row: Row): Interaction => ({
  id: row.id,
  userId: row.userId,
  seller: { email: row.email, name: row.name, companyName: row.companyName },
  kind: row.kind,
  happenedAt: row.happenedAt.toISOString(),
  contact: row.contact,
  text: row.text,
  notedBy: row.notedBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function selectRows(db: Executor) {
  return db
    .select(columns)
    .from(customerInteractions)
    .innerJoin(users, eq(users.id, customerInteractions.userId))
    .leftJoin(admins, eq(admins.id, customerInteractions.adminId));
}

function filtersOf(query: Query): (SQL | undefined)[] {
  const contains = (column: SQL | typeof users.email, value: string | undefined) =>
    value === undefined ? undefined : ilike(column, containsPattern(value));
  return [
    query.startId === undefined ? undefined : lt(customerInteractions.id, query.startId),
    query.userId === undefined ? undefined : eq(customerInteractions.userId, query.userId),
    contains(users.email, query.email),
    contains(sellerName, query.username),
    contains(sql`coalesce(${users.companyName}, '')`, query.company),
    contains(sql`${customerInteractions.contact}`, query.contact),
    contains(sql`${customerInteractions.text}`, query.searchText),
  ];
}

export async function listInteractions(deps: AppDeps, query: Query): Promise<InteractionPage> {
  const rows = await selectRows(deps.db)
    .where(and(...filtersOf(query)))
    .orderBy(desc(customerInteractions.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  return { items: page.map(view), nextStartId: rows.length > query.pageSize ? page.at(-1)!.id : null };
}

async function interactionById(db: Executor, id: number) {
  const [row] = await selectRows(db).where(eq(customerInteractions.id, id));
  if (!row) throw notFound('The interaction');
  return view(row);
}

function checkedHappenedAt(deps: AppDeps, body: Body): Date {
  const happenedAt = new Date(body.happenedAt);
  if (happenedAt.getTime() > deps.clock().getTime() + FUTURE_TOLERANCE_MS) throw invalidInput('happenedAt must not be in the future.');
  return happenedAt;
}

/** What a staff action keeps of a note: enough to tell which one it was and what it said. */
const noted = (body: Pick<Body, 'kind' | 'contact' | 'text'> & { happenedAt: Date }) => ({
  kind: body.kind,
  happenedAt: body.happenedAt.toISOString(),
  contact: body.contact,
  text: body.text,
});

export function createInteraction(deps: AppDeps, staff: Staff, body: Body) {
  const happenedAt = checkedHappenedAt(deps, body);
  return deps.db.transaction(async (tx) => {
    await lockSeller(tx, body.userId);
    const [row] = await tx
      .insert(customerInteractions)
      .values({ userId: body.userId, kind: body.kind, happenedAt, contact: body.contact, text: body.text, adminId: staff.adminId })
      .returning({ id: customerInteractions.id });
    await recordStaffAction(tx, staff, { userId: body.userId, action: 'INTERACTION_ADD', detail: { id: row!.id, ...noted({ ...body, happenedAt }) } });
    return interactionById(tx, row!.id);
  });
}

async function lockedInteraction(tx: Executor, id: number) {
  const [row] = await tx.select().from(customerInteractions).where(eq(customerInteractions.id, id)).for('update');
  if (!row) throw notFound('The interaction');
  return row;
}

/** Moving a note to another seller is an edit of both accounts: each records it. */
export function updateInteraction(deps: AppDeps, staff: Staff, id: number, body: Body) {
  const happenedAt = checkedHappenedAt(deps, body);
  return deps.db.transaction(async (tx) => {
    const before = await lockedInteraction(tx, id);
    if (body.userId !== before.userId) await lockSeller(tx, body.userId);
    const after = { userId: body.userId, ...noted({ ...body, happenedAt }) };
    const changes = changedFields({ userId: before.userId, ...noted(before) }, after);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(customerInteractions)
        .set({ userId: body.userId, kind: body.kind, happenedAt, contact: body.contact, text: body.text, updatedAt: sql`clock_timestamp()` })
        .where(eq(customerInteractions.id, id));
      for (const userId of new Set([before.userId, body.userId])) {
        await recordStaffAction(tx, staff, { userId, action: 'INTERACTION_EDIT', detail: { id, ...changes } });
      }
    }
    return interactionById(tx, id);
  });
}

export function deleteInteraction(deps: AppDeps, staff: Staff, id: number) {
  return deps.db.transaction(async (tx) => {
    const before = await lockedInteraction(tx, id);
    await tx.delete(customerInteractions).where(eq(customerInteractions.id, id));
    await recordStaffAction(tx, staff, { userId: before.userId, action: 'INTERACTION_DELETE', detail: { id, ...noted(before) } });
    return null;
  });
}
