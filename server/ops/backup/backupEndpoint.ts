import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { installBackupRoute } from './backupRoute';
import { loopbackUrl, newBackupToken, removeServerFile, writeServerFile } from './serverFile';

/**
 * For a server on a PGlite folder (main.ts): the backup route, registered before listening, and the
 * file beside the folder that tells `npm run backup` where and with which token to ask, written once
 * the server listens and removed when it stops.
 */
export function startBackupEndpoint(app: FastifyInstance, database: Pick<DatabaseHandle, 'executeSql' | 'dumpDataDir'>, dataDir: string) {
  const token = newBackupToken();
  installBackupRoute(app, database, token);
  return {
    announce: (host: string, port: number) => writeServerFile(dataDir, { url: loopbackUrl(host, port), token }),
    stop: () => removeServerFile(dataDir),
  };
}
