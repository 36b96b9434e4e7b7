import { eq, sql } from 'drizzle-orm';
import {
  STOCK_TABLE_VERSION,
  stockFiltersSchema,
  stockTableSettingsSchema,
  type StockTableSettings,
} from '../../../src/contract';
import { stockTableSettings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { describeZodError } from '../../http/describeZodError';

/**
 * The stock table's saved settings (spec 3.1, 7.7). Settings of an older tableVersion are brought
 * up to date, on save and on read: each step below turns version n into n + 1 (none yet, as
 * version 1 is the first), then the schema fills what is missing with its defaults. A version newer
 * than the server knows is refused by the contract (a 400 naming tableVersion).
 */

type Migration = (settings: Record<string, unknown>) => Record<string, unknown>;
const MIGRATIONS: Record<number, Migration> = {};

function upToDate(stored: Record<string, unknown>): StockTableSettings {
  let settings = stored;
  for (let version = Number(settings.tableVersion ?? 1); version < STOCK_TABLE_VERSION; version++) {
    settings = { ...(MIGRATIONS[version]?.(settings) ?? settings), tableVersion: version + 1 };
  }
  const parsed = stockTableSettingsSchema.safeParse({ ...settings, tableVersion: STOCK_TABLE_VERSION });
  // What was saved passed the same checks; if a later version tightened them, the defaults stand in.
  return parsed.success ? parsed.data : stockTableSettingsSchema.parse({});
}

export async function tableSettingsOf(deps: AppDeps, sellerId: number): Promise<StockTableSettings> {
  const [row] = await deps.db.select({ settings: stockTableSettings.settings }).from(stockTableSettings).where(eq(stockTableSettings.sellerId, sellerId));
  return upToDate((row?.settings as Record<string, unknown> | undefined) ?? {});
}

export async function saveTableSettings(deps: AppDeps, sellerId: number, input: StockTableSettings): Promise<StockTableSettings> {
  const filters = stockFiltersSchema.safeParse(input.filters);
  if (!filters.success) throw invalidInput(`filters.${describeZodError(filters.error, 'body')}`);
  const settings = upToDate(input);
  await deps.db
    .insert(stockTableSettings)
    .values({ sellerId, settings })
    .onConflictDoUpdate({ target: stockTableSettings.sellerId, set: { settings, updatedAt: sql`clock_timestamp()` } });
  return settings;
}
