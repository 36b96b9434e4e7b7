/**
 * A second Folio process for the sorter context test (modules/sorter/sorterContextChanges.postgres.test.ts):
 * it builds the app on the test's PostgreSQL database, saves the seller's fallback scenarios through
 * the seller API with the seller's session it is given, prints the reply's status, and exits.
 */
import { DEVICE_ID_HEADER, routePath, sellerApi, XSRF_COOKIE, XSRF_HEADER } from '../../src/contract';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { openDatabase } from '../db/database';

const env = process.env;
const database = await openDatabase({ driver: 'postgres', url: env.SAVE_DATABASE_URL! });
const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: database.db });
try {
  const xsrf = 'second-process-xsrf-token';
  const reply = await app.inject({
    method: sellerApi.sorterGates.updateFallbacks.method,
    url: routePath(sellerApi.sorterGates.updateFallbacks),
    headers: {
      authorization: `Bearer ${env.SAVE_TOKEN}`,
      [DEVICE_ID_HEADER]: env.SAVE_DEVICE_ID!,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    },
    payload: JSON.parse(env.SAVE_BODY!) as object,
  });
  console.log(`saved ${reply.statusCode}`);
} finally {
  await app.close();
  await database.close();
}
