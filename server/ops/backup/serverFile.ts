import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a running server on this PGlite folder says how to reach it: beside the folder, never in it (a backup holds the folder). */
export const serverFileOf = (dataDir: string) => path.join(path.dirname(path.resolve(dataDir)), `.${path.basename(path.resolve(dataDir))}.server.json`);

export interface ServerFile {
  /** Where the backup command asks (loopback when the server listens on every address). */
  url: string;
  /** Made at each start: whoever may read the folder's neighbour may read the folder itself. */
  token: string;
}

export const newBackupToken = () => randomBytes(32).toString('base64url');

/** Written once the server listens; only the owner may read it (mode 600). */
export async function writeServerFile(dataDir: string, file: ServerFile): Promise<void> {
  await writeFile(serverFileOf(dataDir), JSON.stringify(file), { mode: 0o600 });
}

export async function readServerFile(dataDir: string): Promise<ServerFile | undefined> {
  try {
    return JSON.parse(await readFile(serverFileOf(dataDir), 'utf8')) as ServerFile;
  } catch {
    return undefined;
  }
}

export const removeServerFile = (dataDir: string) => rm(serverFileOf(dataDir), { force: true });

/** The address the server's own machine reaches it at, whatever host it listens on. */
export function loopbackUrl(host: string, port: number): string {
  const anyAddress = host === '0.0.0.0' || host === '::' || host === '';
  const name = anyAddress ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
