/**
 * `npm run cluster`: Folio as a hosted service runs it, on this machine. FOLIO_CLUSTER_WEB web
 * instances (2 by default) and FOLIO_CLUSTER_WORKERS job workers (1) on the PostgreSQL database of
 * DATABASE_URL, behind HAProxy on PORT (8080). Without DATABASE_URL, a throwaway PostgreSQL cluster
 * in a temporary folder, deleted at the end (for trying it out). Ctrl-C stops everything.
 */
import { z } from 'zod';
import { startCluster } from './lib/cluster';
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/postgres';

const count = (fallback: number, min: number) => z.coerce.number().int().min(min).max(16).default(fallback);
const env = z
  .object({
    FOLIO_CLUSTER_WEB: count(2, 1),
    FOLIO_CLUSTER_WORKERS: count(1, 0),
    PORT: z.coerce.number().int().min(1).max(65_000).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
  })
  .safeParse(process.env);
if (!env.success) {
  console.error(`Invalid environment: ${env.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  process.exit(1);
}
const { FOLIO_CLUSTER_WEB: webInstances, FOLIO_CLUSTER_WORKERS: workers, PORT: port, HOST: host } = env.data;

let throwaway: ThrowawayPostgres | undefined;
let databaseUrl = env.data.DATABASE_URL;
if (!databaseUrl) {
  throwaway = await startThrowawayPostgres();
  if (!throwaway) {
    console.error('No DATABASE_URL and no PostgreSQL installed to start a throwaway one: set DATABASE_URL, or apt-get install postgresql.');
    process.exit(1);
  }
  databaseUrl = throwaway.url;
  console.log(`No DATABASE_URL: a throwaway ${throwaway.version} at ${databaseUrl}, deleted when the cluster stops.`);
}

const width = 8;
const cluster = await startCluster({
  databaseUrl,
  webInstances,
  workers,
  port,
  host,
  onLine: (name, line) => console.log(`${`[${name}]`.padEnd(width)} ${line}`),
}).catch((error: unknown) => {
  throwaway?.stop();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(
  [
    `Folio cluster at ${cluster.origin.replace('127.0.0.1', 'localhost')}: HAProxy in front of ${webInstances} web instance${webInstances === 1 ? '' : 's'} ` +
      `(${cluster.instances.map((instance) => instance.origin).join(', ')}) and ${workers} worker${workers === 1 ? '' : 's'}.`,
    'Ctrl-C stops it.',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster...');
  await cluster.stop();
  throwaway?.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
