import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, writeSounds } from './make-sounds';

/** The committed files are what the script makes: a change to one without the other fails here. */
describe('make-sounds', () => {
  it('regenerates exactly the committed public/sounds files, each short, unclipped and fading to silence', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'folio-sounds-'));
    try {
      const files = await writeSounds(directory);
      expect(files.sort()).toEqual(['animated.wav', 'blink.wav', 'cash.wav', 'chime.wav', 'ding.wav', 'elegant.wav']);
      for (const file of files) {
        const made = await readFile(join(directory, file));
        const committed = await readFile(join('public/sounds', file));
        expect(made.equals(committed), `${file} differs from scripts/make-sounds.ts: run npx tsx scripts/make-sounds.ts`).toBe(true);

        expect(made.length).toBeLessThan(40 * 1024);
        expect(made.readUInt32LE(24)).toBe(SAMPLE_RATE);
        const samples = new Int16Array(made.buffer, made.byteOffset + 44, (made.length - 44) / 2);
        const seconds = samples.length / SAMPLE_RATE;
        expect(seconds).toBeGreaterThanOrEqual(0.15);
        expect(seconds).toBeLessThanOrEqual(0.8);
        const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
        expect(peak).toBeGreaterThan(16_000); // clearly audible
        expect(peak).toBeLessThan(32_000); // headroom: no clipping
        expect(samples.at(-1)).toBe(0);
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
