import { eq } from 'drizzle-orm';
import { DEFAULT_SORTER_SETTINGS, type SorterSettings } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { sorterSettings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpSorterContext } from './sorterContextChanges';

/** The sorter's costs, lookup timeout and sound (spec 7.4 settings): the defaults until first saved. */

export async function getSorterSettings(db: Executor, userId: number): Promise<SorterSettings> {
  const [row] = await db.select().from(sorterSettings).where(eq(sorterSettings.userId, userId));
  if (!row) return DEFAULT_SORTER_SETTINGS;
  return { buyCost: row.buyCost, inboundCost: row.inboundCost, timeoutMs: row.timeoutMs, soundOn: row.soundOn };
}

/** One row, one statement: a save either happens whole or not at all. The caller bumps the sorter context. */
export async function saveSorterSettings(db: Executor, userId: number, input: SorterSettings): Promise<SorterSettings> {
  const values = { buyCost: input.buyCost, inboundCost: input.inboundCost, timeoutMs: input.timeoutMs, soundOn: input.soundOn };
  await db
    .insert(sorterSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sorterSettings.userId, set: values });
  return values;
}

/** The settings screen's save: machine calls decide with the new costs and timeout from the next one. */
export const updateSorterSettings = (deps: AppDeps, userId: number, input: SorterSettings) =>
  deps.db.transaction(async (tx) => {
    const saved = await saveSorterSettings(tx, userId, input);
    await bumpSorterContext(tx, userId);
    return saved;
  });
