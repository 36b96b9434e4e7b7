import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { creditNoteNumberCounters } from '../../db/schema';

/** CN-2026-000012: the year's next credit note number; the counter row stays locked until commit. */
export async function nextCreditNoteNumber(tx: Executor, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [counter] = await tx
    .insert(creditNoteNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteNumberCounters.year, set: { lastNumber: sql`${creditNoteNumberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteNumberCounters.lastNumber });
  return `CN-${year}-${String(counter!.lastNumber).padStart(6, '0')}`;
}
