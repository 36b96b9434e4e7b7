import { Socket, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forEachInSlices, mapInSlices, sortInSlices, timeSlicer } from './timeSlices';

/** Busy for `ms` of this thread: what a piece of a job's work does. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * How many items `work` had done when a timer set at its start fired: how long the loop kept the
 * event loop from it. Counted in items, not milliseconds, so that a machine too busy to run this
 * process on time cannot make a loop that yields look like one that does not.
 */
async function itemsBeforeTimer(work: (step: (item: number) => Promise<number>) => Promise<unknown>): Promise<number> {
  let done = 0;
  let doneWhenFired = Number.NaN;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      doneWhenFired = done;
      resolve();
    }, 1),
  );
  await work(async (item) => {
    spin(0.5);
    done += 1;
    return item * 2;
  });
  await timer;
  return doneWhenFired;
}

describe('work in time slices', () => {
  it('lets a timer fire while a long loop runs; an unsliced loop of promises already settled does not', async () => {
    const items = Array.from({ length: 400 }, (_, index) => index);
    // 200 ms of work awaiting promises that need no I/O, as a repricing run's offers from memory.
    const unsliced = await itemsBeforeTimer(async (step) => {
      for (const item of items) await step(item);
    });
    const sliced = await itemsBeforeTimer((step) => mapInSlices(items, step));
    expect(unsliced).toBe(items.length);
    // The timer fires at the first slice's end: some 10 ms of half-millisecond items.
    expect(sliced).toBeLessThan(items.length / 4);
  });

  it('lets a request on a socket be answered while a long loop runs', async () => {
    const server = createServer((socket) => socket.end('pong'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const answeredAt = new Promise<number>((resolve) => {
        const client = new Socket();
        client.connect(port, '127.0.0.1');
        client.on('data', () => resolve(performance.now()));
      });
      const started = performance.now();
      let ended = 0;
      await forEachInSlices(Array.from({ length: 300 }), () => spin(1)).then(() => (ended = performance.now()));
      const answered = await answeredAt;
      expect(ended - started).toBeGreaterThan(250);
      // Answered during the work, not after it.
      expect(answered).toBeLessThan(ended - 100);
    } finally {
      server.close();
    }
  });

  it('answers what the plain loops answer', async () => {
    const items = Array.from({ length: 20_000 }, (_, index) => ({ key: (index * 7919) % 1013, index }));
    const visited: number[] = [];
    await forEachInSlices(items, (item, index) => visited.push(item.key + index), { sliceMs: 0 });
    expect(visited).toEqual(items.map((item, index) => item.key + index));
    expect(await mapInSlices(items, (item) => item.key * 3, { sliceMs: 0 })).toEqual(items.map((item) => item.key * 3));
    expect(await mapInSlices(items, async (item) => item.key, { sliceMs: 0 })).toEqual(items.map((item) => item.key));
    // Stable, as the engine's sort: equal keys keep their order.
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    expect(await sortInSlices(items, byKey, { sliceMs: 0 })).toEqual(items.slice().sort(byKey));
    for (const size of [0, 1, 2047, 2048, 2049, 5000]) {
      const some = items.slice(0, size);
      expect(await sortInSlices(some, byKey)).toEqual(some.slice().sort(byKey));
    }
  });

  it('ends at its next slice once its signal is aborted', async () => {
    const controller = new AbortController();
    const slicer = timeSlicer({ signal: controller.signal, sliceMs: 0 });
    await slicer.pause();
    controller.abort(new Error('the worker is stopping'));
    await expect(slicer.pause()).rejects.toThrow('the worker is stopping');
    await expect(mapInSlices(Array.from({ length: 100 }), () => spin(1), { signal: controller.signal })).rejects.toThrow('stopping');
  });
});
