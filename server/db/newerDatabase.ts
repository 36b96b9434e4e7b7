import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { ExecuteSql } from './database';

/**
 * Refuses a database that a newer Folio has migrated: its tables may have columns and rules this
 * version does not know, and writing to them could break what the newer version relies on. Drizzle
 * itself would start on it silently (it only applies migrations newer than the database's latest).
 */
export async function refuseNewerDatabase(executeSql: ExecuteSql, migrationsFolder: string): Promise<void> {
  const exists = await executeSql(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists.rows[0]?.present) return;
  const { rows } = await executeSql('SELECT count(*)::int AS applied, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations');
  const applied = Number(rows[0]?.applied ?? 0);
  const latest = Number(rows[0]?.latest ?? 0);
  const known = readMigrationFiles({ migrationsFolder });
  const knownLatest = Math.max(0, ...known.map((migration) => migration.folderMillis));
  if (latest > knownLatest) {
    throw new Error(
      `This database was migrated by a newer Folio (${applied} migrations applied, the latest made ${new Date(latest).toISOString()}); ` +
        `this version knows ${known.length}, the latest made ${new Date(knownLatest).toISOString()}. ` +
        'Start the newer version, or restore a backup taken before the upgrade.',
    );
  }
}
