import { eq } from 'drizzle-orm';
import { DEFAULT_SORTER_SETTINGS, type SorterSettings } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { sorterSettings } from '../../db/schema';

/** The sorter's costs, lookup timeout and sound (spec 7.4 settings): the defaults until first saved. */

export async function getSorterSettings(db: Executor, userId: number): Promise<SorterSettings> {
  const [row] = await db.select().from(sorterSettings).where(eq(sorterSettings.userId, userId));
  if (!row) return DEFAULT_SORTER_SETTINGS;
  return { buyCost: row.buyCost, inboundCost: row.inboundCost, timeoutMs: row.timeoutMs, soundOn: row.soundOn };
}

/** One row, one statement: a save either happens whole or not at all. */
export async function saveSorterSettings(db: Executor, userId: number, input: SorterSettings): Promise<SorterSettings> {
  const values = { buyCost: input.buyCost, inboundCost: input.inboundCost, timeoutMs: input.timeoutMs, soundOn: input.soundOn };
  await db
    .insert(sorterSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sorterSettings.userId, set: values });
  return values;
}
