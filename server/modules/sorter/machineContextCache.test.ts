import { describe, expect, it } from 'vitest';
import { CONTEXT_TTL_MS, HOLD_MS, MachineContextCache, type MachineContext } from './machineContextCache';
import { hear } from './sorterContextChanges';
import { sorterConfigFrom } from './sorterConfig';

/** The cache's rules on their own: when a read is kept, served, and forgotten. */

const context = (userId: number, keyId = userId * 10): MachineContext => ({
  keyId,
  userId,
  revokedAt: null,
  disabled: false,
  products: [{ product: 'SORTER', status: 'ACTIVE', usable: true }],
  sorter: sorterConfigFrom({ gates: [], fallbacks: null, section: null, settings: null, rates: null }),
  lastUsedAt: null,
  version: 0,
});

function hearingCache() {
  const clock = { now: 1_000_000 };
  const cache = new MachineContextCache(() => clock.now);
  cache.setHearing(true);
  return { cache, clock };
}

/** A read that finishes when the test says so, to change things while it is under way. */
function pendingRead(result: MachineContext | null) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { read: () => done.then(() => result), finish };
}

describe('the machine context cache', () => {
  it('serves what it read until the time to read again; an unknown key is never kept', async () => {
    const { cache, clock } = hearingCache();
    expect(await cache.load('a', async () => context(1))).toMatchObject({ userId: 1 });
    expect(await cache.load('unknown', async () => null)).toBeNull();
    expect(cache.size).toBe(1);
    clock.now += CONTEXT_TTL_MS - 1;
    expect(cache.find('a')).toMatchObject({ userId: 1 });
    clock.now += 1;
    expect(cache.find('a')).toBeUndefined();
  });

  it('answers a read under way when its seller changes, but keeps it not; another seller’s read it keeps', async () => {
    const { cache } = hearingCache();
    const changed = pendingRead(context(1));
    const other = pendingRead(context(2));
    const reading = [cache.load('a', changed.read), cache.load('b', other.read)];
    cache.forget(1);
    changed.finish();
    other.finish();
    expect(await Promise.all(reading)).toMatchObject([{ userId: 1 }, { userId: 2 }]);
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toMatchObject({ userId: 2 });
  });

  it('forgets every key of a seller at once, and only theirs', async () => {
    const { cache } = hearingCache();
    await cache.load('a1', async () => context(1, 11));
    await cache.load('a2', async () => context(1, 12));
    await cache.load('b', async () => context(2));
    cache.forget(1);
    expect([cache.find('a1'), cache.find('a2'), cache.find('b')?.userId]).toEqual([undefined, undefined, 2]);
  });

  it('keeps nothing of a seller held by a write until its commit is heard, or its hold runs out', async () => {
    const { cache, clock } = hearingCache();
    await cache.load('a', async () => context(1));
    cache.hold(1, 'write-1');
    expect(cache.find('a')).toBeUndefined();
    await cache.load('a', async () => context(1));
    expect(cache.find('a')).toBeUndefined();

    hear(cache, '1:write-1');
    await cache.load('a', async () => context(1));
    expect(cache.find('a')).toMatchObject({ userId: 1 });

    cache.hold(1, 'rolled-back');
    clock.now += HOLD_MS - 1;
    await cache.load('a', async () => context(1));
    expect(cache.find('a')).toBeUndefined();
    clock.now += 1;
    await cache.load('a', async () => context(1));
    expect(cache.find('a')).toMatchObject({ userId: 1 });
  });

  it('forgets a seller on a change heard from another process, and everything on an announcement it cannot read', async () => {
    const { cache } = hearingCache();
    await cache.load('a', async () => context(1));
    await cache.load('b', async () => context(2));
    hear(cache, '1:a-token-of-another-process');
    expect([cache.find('a'), cache.find('b')?.userId]).toEqual([undefined, 2]);
    hear(cache, 'nonsense');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while changes may be missed, and forgets all when it hears again', async () => {
    const clock = { now: 0 };
    const cache = new MachineContextCache(() => clock.now);
    await cache.load('a', async () => context(1));
    expect(cache.size).toBe(0);
    cache.setHearing(true);
    const before = pendingRead(context(2));
    const reading = cache.load('b', before.read);
    await cache.load('a', async () => context(1));
    cache.setHearing(false);
    cache.setHearing(true);
    before.finish();
    await reading;
    expect(cache.size).toBe(0);
  });

  it('hands out its configuration frozen, so that no call changes it for the next', async () => {
    const { cache } = hearingCache();
    await cache.load('a', async () => context(1));
    const kept = cache.find('a')!;
    expect(() => kept.sorter!.meta.gates.push(kept.sorter!.meta.gates[0]!)).toThrow(TypeError);
    expect(() => ((kept.sorter!.config.typeGateMap as Record<string, string>).NO_SECTION = 'GATE_1')).toThrow(TypeError);
  });
});
