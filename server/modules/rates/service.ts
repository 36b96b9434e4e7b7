import { eq } from 'drizzle-orm';
import { DEFAULT_MEDIA_MAIL_RATES, type MediaMailRates } from '../../../src/contract';
import { mediaMailRates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpSorterContext } from '../sorter/sorterContextChanges';

/** The seller's media mail rates: what they saved, or the defaults of spec 9 until they save. */
export async function readMediaMailRates(deps: AppDeps, userId: number): Promise<MediaMailRates> {
  const [row] = await deps.db.select().from(mediaMailRates).where(eq(mediaMailRates.userId, userId));
  if (!row) return { ...DEFAULT_MEDIA_MAIL_RATES };
  const { userId: _owner, updatedAt: _updated, ...rates } = row;
  return rates;
}

/** The sorter's figures use these rates too: machine calls count with the new ones from the next call. */
export async function saveMediaMailRates(deps: AppDeps, userId: number, rates: MediaMailRates): Promise<MediaMailRates> {
  const saved = { ...rates, updatedAt: deps.clock() };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(mediaMailRates)
      .values({ userId, ...saved })
      .onConflictDoUpdate({ target: mediaMailRates.userId, set: saved });
    await bumpSorterContext(tx, userId);
  });
  return readMediaMailRates(deps, userId);
}
