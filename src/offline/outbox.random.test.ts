import { describe, expect, it } from 'vitest';
import { memoryOutboxStorage } from './memoryOutboxStorage';
import { simulateOutbox } from './testing/outboxSimulation';

/** The issue's bar: this many seeded runs with every fault, zero lost and zero duplicated writes. */
export const OUTBOX_RANDOM_RUNS = 10_000;

const runs = Number(process.env.FOLIO_OUTBOX_RUNS ?? OUTBOX_RANDOM_RUNS);
const onlySeed = process.env.FOLIO_OUTBOX_SEED;
const firstSeed = 1;

const replay = (seed: number) =>
  `replay: FOLIO_OUTBOX_SEED=${seed} npx vitest run src/offline/outbox.random.test.ts`;

describe('the outbox under a hostile network (randomized, seeded)', () => {
  it(`loses and duplicates nothing in ${onlySeed ? `seed ${onlySeed}` : `${runs} runs`} on the memory storage`, async () => {
    const seeds = onlySeed ? [Number(onlySeed)] : Array.from({ length: runs }, (_, index) => firstSeed + index);
    const started = performance.now();
    const faults: Record<string, number> = {};
    for (const seed of seeds) {
      const problems = await simulateOutbox(seed, memoryOutboxStorage(), faults);
      if (problems.length > 0) expect.fail(`seed ${seed}: ${problems.join('; ')}\n${replay(seed)}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`outbox randomized suite: ${seeds.length} runs in ${seconds.toFixed(1)} s (memory storage)`, faults);
  }, 120_000);
});
