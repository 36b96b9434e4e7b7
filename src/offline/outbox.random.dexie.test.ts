import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { FolioDatabase } from './db';
import { dexieOutboxStorage } from './dexieOutboxStorage';
import { simulateOutbox } from './testing/outboxSimulation';

/** The same simulation on the real adapter (fake-indexeddb): it keeps the memory storage's rules. */
const DEXIE_RUNS = Number(process.env.FOLIO_OUTBOX_DEXIE_RUNS ?? 300);
const FIRST_SEED = Number(process.env.FOLIO_OUTBOX_DEXIE_SEED ?? 1_000_001);
const db = new FolioDatabase('outbox-random');
afterAll(() => db.delete());

describe('the outbox on the Dexie adapter (randomized, seeded)', () => {
  it(`loses and duplicates nothing in ${DEXIE_RUNS} runs`, async () => {
    const storage = dexieOutboxStorage(() => db);
    const started = performance.now();
    for (let seed = FIRST_SEED; seed < FIRST_SEED + DEXIE_RUNS; seed++) {
      await db.transaction('rw', db.outbox, db.keyValues, () => Promise.all([db.outbox.clear(), db.keyValues.clear()]));
      const problems = await simulateOutbox(seed, storage);
      if (problems.length > 0) {
        expect.fail(`seed ${seed}: ${problems.join('; ')}\nreplay: FOLIO_OUTBOX_DEXIE_SEED=${seed} FOLIO_OUTBOX_DEXIE_RUNS=1 npx vitest run src/offline/outbox.random.dexie.test.ts`);
      }
    }
    console.info(`outbox randomized suite: ${DEXIE_RUNS} runs in ${((performance.now() - started) / 1000).toFixed(1)} s (Dexie on fake-indexeddb)`);
  }, 120_000);
});
