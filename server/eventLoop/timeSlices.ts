/**
 * Long work done in slices, so that the requests of everyone else are answered while it runs.
 *
 * The server answers requests and works jobs on one thread. A loop that never waits on real I/O
 * keeps that thread from everything else until it ends: awaiting a promise that is already settled
 * (a marketplace answered from memory, a PGlite query, which runs in this thread) only queues a
 * microtask, and the event loop runs no timer and reads no socket until the microtasks are done.
 * So every long loop of a job works for about SLICE_MS, then gives the event loop back.
 */

/** Work between two turns of the event loop; a request waits at most about this long for a job. */
export const SLICE_MS = 10;

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the event loop run: two setImmediate turns, so that whichever phase the work was in, the loop
 * passes once through its timers and its poll for I/O (requests waiting on a socket) before the work
 * goes on.
 */
export async function yieldToEventLoop(): Promise<void> {
  await immediate();
  await immediate();
}

export interface SliceOptions {
  sliceMs?: number;
  /** Checked at each yield: long work ends at its next slice once the job is told to stop. */
  signal?: AbortSignal;
}

export interface TimeSlicer {
  /** Yields when the slice is used up (a clock read otherwise): call it once per item or every few. */
  pause(): Promise<void>;
  /** Yields now, and starts a new slice. */
  yieldNow(): Promise<void>;
}

/** A stopwatch for one piece of long work: `await slicer.pause()` in its loop. */
export function timeSlicer({ sliceMs = SLICE_MS, signal }: SliceOptions = {}): TimeSlicer {
  let sliceStart = performance.now();
  async function yieldNow() {
    signal?.throwIfAborted();
    await yieldToEventLoop();
    signal?.throwIfAborted();
    sliceStart = performance.now();
  }
  return {
    yieldNow,
    pause: () => (performance.now() - sliceStart >= sliceMs ? yieldNow() : Promise.resolve()),
  };
}

/** Items between two reads of the clock: cheap items need not read it each time. */
const CLOCK_EVERY = 64;

/** Calls `visit` on every item in order, yielding between slices. */
export async function forEachInSlices<T>(items: readonly T[], visit: (item: T, index: number) => void, options: SliceOptions = {}): Promise<void> {
  const slicer = timeSlicer(options);
  for (let index = 0; index < items.length; index++) {
    visit(items[index]!, index);
    if (index % CLOCK_EVERY === CLOCK_EVERY - 1) await slicer.pause();
  }
}

/** `items.map(map)`, yielding between slices; `map` may answer a promise (awaited before the next item). */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T, index: number) => U | Promise<U>, options: SliceOptions = {}): Promise<U[]> {
  const slicer = timeSlicer(options);
  const mapped = new Array<U>(items.length);
  for (let index = 0; index < items.length; index++) {
    const value = map(items[index]!, index);
    mapped[index] = value instanceof Promise ? await value : value;
    await slicer.pause();
  }
  return mapped;
}

/** Runs sorted by the engine at once: small enough to take well under a slice. */
const SORTED_RUN = 2048;

/**
 * A stable sort (as Array.prototype.sort is) that yields between slices: runs of SORTED_RUN items
 * sorted natively, then merged pairwise. Answers a new array; `items` is left as it is.
 */
export async function sortInSlices<T>(items: readonly T[], compare: (a: T, b: T) => number, options: SliceOptions = {}): Promise<T[]> {
  const slicer = timeSlicer(options);
  let from = items.slice();
  for (let start = 0; start < from.length; start += SORTED_RUN) {
    const run = from.slice(start, start + SORTED_RUN).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i]!;
    await slicer.pause();
  }
  let to = new Array<T>(from.length);
  for (let width = SORTED_RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      for (let out = left; out < end; out++) {
        // Ties go to the left run: the merge keeps the order of equal items.
        to[out] = j >= end || (i < middle && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (out % CLOCK_EVERY === 0) await slicer.pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
