import { installJobQueue } from '../jobs/installQueue';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from './database';
import { seedIfEmpty } from './seed';

/** A database ready to serve: opened, migrated to the current schema with the job queue's tables, seeded if it has no account. */
export async function prepareDatabase(location: DatabaseLocation): Promise<DatabaseHandle & { seeded: boolean }> {
  const handle = await openDatabase(location);
  await handle.migrate();
  await installJobQueue(handle.executeSql);
  return { ...handle, seeded: await seedIfEmpty(handle.db) };
}
