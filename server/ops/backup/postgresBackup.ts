import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The connection for PostgreSQL's own tools without the password on their command line (where any
 * user of the machine may read it): it goes in PGPASSWORD.
 */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command} could not start (${error.message}): install PostgreSQL's client tools (apt-get install postgresql-client).`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.trim() || `exit code ${code}`}`))));
  });
}

/** pg_dump's custom format: every schema (ours, drizzle's migrations, the job queue's), compressed, consistent while the servers run. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Into an empty database only (createdb makes one): a restore never mixes two databases. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.tables > 0) throw new Error('The database at DATABASE_URL is not empty: restore into a new one (createdb), then point DATABASE_URL at it.');
  } finally {
    await client.end();
  }
  const { dbname, env } = connectionFor(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${dbname}`, file], env);
}
