import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../db/prepare';
import { POSTGRES_TEMPLATE, databaseUrl, withAdminClient } from './testDatabase';

/** The demo accounts without the admin customers (SeedOptions says why); tests add their own. */
const TEMPLATE_SEED = { customers: false };

/**
 * Builds the one template database of the server suite: on PGlite by default, on the PostgreSQL
 * server of FOLIO_TEST_POSTGRES_URL for the `server-postgres` project.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') {
    const adminUrl = process.env.FOLIO_TEST_POSTGRES_URL;
    if (!adminUrl) throw new Error('server-postgres needs FOLIO_TEST_POSTGRES_URL (npm test sets it when PostgreSQL is installed).');
    await withAdminClient(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    });
    const template = await prepareDatabase({ driver: 'postgres', url: databaseUrl(adminUrl, POSTGRES_TEMPLATE) }, TEMPLATE_SEED);
    await template.close();
    project.provide('testDatabase', { driver: 'postgres', adminUrl, template: POSTGRES_TEMPLATE });
    return async () => {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`));
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'folio-template-'));
  const template = await prepareDatabase({ driver: 'pglite' }, TEMPLATE_SEED);
  const templateFile = path.join(folder, 'template.tar');
  await writeFile(templateFile, Buffer.from(await (await template.dumpDataDir!()).arrayBuffer()));
  await template.close();
  project.provide('testDatabase', { driver: 'pglite', templateFile });
  return () => rm(folder, { recursive: true, force: true });
}
