import { installJobQueue } from '../jobs/installQueue';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from './database';
import { withPrepareLock } from './migrationLock';
import { seedIfEmpty, type SeedOptions } from './seed';

/**
 * A database ready to serve: opened, migrated to the current schema with the job queue's tables, seeded if it has no account.
 * On PostgreSQL, where several instances may start at once, they do it one at a time (migrationLock.ts).
 */
export async function prepareDatabase(location: DatabaseLocation, seed: SeedOptions = {}): Promise<DatabaseHandle & { seeded: boolean }> {
  const handle = await openDatabase(location);
  const prepare = async () => {
    await handle.migrate();
    await installJobQueue(handle.executeSql);
    return seedIfEmpty(handle.db, seed);
  };
  try {
    const seeded = location.driver === 'postgres' ? await withPrepareLock(location.url, prepare) : await prepare();
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
