import { eq } from 'drizzle-orm';
import { DEFAULT_MEDIA_MAIL_RATES, type MediaMailRates } from '../../../src/contract';
import { mediaMailRates } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** The seller's media mail rates: what they saved, or the defaults of spec 9 until they save. */
export async function readMediaMailRates(deps: AppDeps, userId: number): Promise<MediaMailRates> {
  const [row] = await deps.db.select().from(mediaMailRates).where(eq(mediaMailRates.userId, userId));
  if (!row) return { ...DEFAULT_MEDIA_MAIL_RATES };
  const { userId: _owner, updatedAt: _updated, ...rates } = row;
  return rates;
}

export async function saveMediaMailRates(deps: AppDeps, userId: number, rates: MediaMailRates): Promise<MediaMailRates> {
  const saved = { ...rates, updatedAt: deps.clock() };
  await deps.db
    .insert(mediaMailRates)
    .values({ userId, ...saved })
    .onConflictDoUpdate({ target: mediaMailRates.userId, set: saved });
  return readMediaMailRates(deps, userId);
}
