import { eq, sql } from 'drizzle-orm';
import type { GlobalRepricerSettings, GroupPreferences, RepricerSettingsView } from '../../../src/contract';
import { DEFAULT_REPRICER_SETTINGS, type RepricerSettings } from '../../../src/contract/repricer/settings';
import type { Executor } from '../../db/database';
import { repricerSettings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { listExclusions } from './exclusionsService';
import { groupViews, sellerGroups } from './groups';

/**
 * The global repricer settings (spec 7.8). A seller who never saved any reads the defaults; the
 * excluded sellers live in their own table and are merged in only for the engine.
 */

const { excludedSellers: _none, ...DEFAULT_GLOBAL_SETTINGS } = DEFAULT_REPRICER_SETTINGS;

async function storedSettings(db: Executor, userId: number) {
  const [row] = await db.select().from(repricerSettings).where(eq(repricerSettings.userId, userId));
  return {
    // Settings saved before a setting existed read its default (ownShipping came later).
    settings: { ...DEFAULT_GLOBAL_SETTINGS, ...(row?.settings as Partial<GlobalRepricerSettings> | undefined) },
    groupPreferences: (row?.groupPreferences as GroupPreferences | undefined) ?? {},
  };
}

export async function getRepricerSettings(deps: AppDeps, userId: number): Promise<RepricerSettingsView> {
  const stored = await storedSettings(deps.db, userId);
  return { ...stored, groups: await groupViews(deps.db, await sellerGroups(deps.db, userId)) };
}

/** Bounds of the same unit can be compared; a fixed min and a percent max depend on the price. */
function checkBounds(settings: GlobalRepricerSettings) {
  if (settings.defaultMin.unit === settings.defaultMax.unit && settings.defaultMax.amount < settings.defaultMin.amount) {
    throw invalidInput('settings.defaultMax must not be below settings.defaultMin.');
  }
}

export async function saveRepricerSettings(
  deps: AppDeps,
  userId: number,
  input: { settings: GlobalRepricerSettings; groupPreferences: GroupPreferences },
): Promise<RepricerSettingsView> {
  checkBounds(input.settings);
  await deps.db
    .insert(repricerSettings)
    .values({ userId, settings: input.settings, groupPreferences: input.groupPreferences })
    .onConflictDoUpdate({
      target: repricerSettings.userId,
      set: { settings: input.settings, groupPreferences: input.groupPreferences, updatedAt: sql`clock_timestamp()` },
    });
  return getRepricerSettings(deps, userId);
}

/** What a repricing run hands the engine: the global settings with the seller's exclusions. */
export async function engineSettings(db: Executor, userId: number): Promise<RepricerSettings> {
  const { settings } = await storedSettings(db, userId);
  const exclusions = await listExclusions(db, userId);
  return {
    ...settings,
    excludedSellers: exclusions.map(({ sellerId, sellerName }) => ({ sellerId, sellerName })),
  };
}
