import { openDatabase, type DatabaseHandle, type DatabaseLocation } from './database';
import { seedIfEmpty } from './seed';

/** A database ready to serve: opened, migrated to the current schema, seeded if it has no account. */
export async function prepareDatabase(location: DatabaseLocation): Promise<DatabaseHandle & { seeded: boolean }> {
  const handle = await openDatabase(location);
  await handle.migrate();
  return { ...handle, seeded: await seedIfEmpty(handle.db) };
}
