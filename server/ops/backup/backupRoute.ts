import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';

export const BACKUP_PATH = '/ops/backup';

const sameSecret = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A PGlite folder is open in one process, the server's: `npm run backup` asks the server for the
 * copy rather than opening the folder beside it. The server checkpoints, then dumps the folder while
 * no statement runs (PGlite's dumpDataDir holds its query lock), which is a copy PostgreSQL recovers
 * from as from a crash: every committed transaction, nothing half-done. The token is the one the
 * server wrote beside the folder at its start (serverFile.ts).
 */
export function installBackupRoute(app: FastifyInstance, database: Pick<DatabaseHandle, 'executeSql' | 'dumpDataDir'>, token: string) {
  const dump = database.dumpDataDir;
  if (!dump) throw new Error('Only a PGlite database is backed up through the server');
  app.post(BACKUP_PATH, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameSecret(token, given)) return reply.status(401).send({ status: 'refused' });
    await database.executeSql('CHECKPOINT');
    const copy = await dump('gzip');
    request.log.info({ bytes: copy.size }, 'backup taken');
    return reply.header('Cache-Control', 'no-store').type('application/gzip').send(Buffer.from(await copy.arrayBuffer()));
  });
}
