/**
 * Synthesises Folio's six sound choices (spec 3.2) as small WAV files: `npx tsx scripts/make-sounds.ts`.
 * The sounds are our own (additive synthesis, no samples), so there is no licence to track. The WAVs
 * in public/sounds are committed; scripts/make-sounds.test.ts fails when they drift from this script.
 * Everything is deterministic (no Math.random), so a run writes the same bytes every time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SAMPLE_RATE = 22050;
const PEAK = 0.7; // of full scale: loud enough on a phone speaker, never clipping
const FADE_OUT_SECONDS = 0.03;

/** A partial of a struck tone: frequency ratio to the fundamental, loudness, decay time in seconds. */
type Partial = [ratio: number, amplitude: number, decay: number];

/** Adds a struck tone (bell, blip, note) that starts at `at` seconds. */
function strike(samples: Float64Array, at: number, frequency: number, partials: Partial[], attack = 0.004) {
  const first = Math.round(at * SAMPLE_RATE);
  for (let i = first; i < samples.length; i++) {
    const t = (i - first) / SAMPLE_RATE;
    const onset = Math.min(1, t / attack);
    let value = 0;
    for (const [ratio, amplitude, decay] of partials) value += amplitude * Math.exp(-t / decay) * Math.sin(2 * Math.PI * frequency * ratio * t);
    samples[i] = (samples[i] ?? 0) + onset * value;
  }
}

/** Adds a short burst of bright noise: the mechanical "ka" of a cash register drawer. */
function click(samples: Float64Array, at: number, decay: number) {
  let seed = 0x2f6b3a1d; // fixed seed: the same noise every run
  let previous = 0;
  for (let i = Math.round(at * SAMPLE_RATE); i < samples.length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const noise = seed / 0xffffffff - 0.5;
    const t = i / SAMPLE_RATE - at;
    samples[i] = (samples[i] ?? 0) + (noise - previous) * Math.exp(-t / decay); // first difference: keep the highs
    previous = noise;
  }
}

/** Adds a tone whose pitch follows `frequencyAt(t)`, with a little tremolo: playful, not a beep. */
function sweep(samples: Float64Array, frequencyAt: (t: number) => number) {
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (2 * Math.PI * frequencyAt(t)) / SAMPLE_RATE;
    const tremolo = 0.85 + 0.15 * Math.sin(2 * Math.PI * 24 * t);
    const release = Math.min(1, (samples.length - i) / (0.1 * SAMPLE_RATE)); // it dies away rather than stops
    samples[i] = Math.min(1, t / 0.01) * release * tremolo * (Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
  }
}

const bell: Partial[] = [[1, 1, 0.35], [2, 0.35, 0.22], [2.76, 0.2, 0.14], [5.4, 0.08, 0.06]];
const glide = (from: number, to: number, progress: number) => from * (to / from) ** Math.min(1, Math.max(0, progress));

/** Each sound: its length in seconds and how to draw it. Pitches are kept well under 11 kHz (Nyquist). */
export const SOUND_DESIGNS: Record<string, { seconds: number; draw: (samples: Float64Array) => void }> = {
  cash: {
    seconds: 0.6,
    draw: (s) => {
      click(s, 0, 0.012);
      strike(s, 0, 180, [[1, 0.5, 0.03]]); // the drawer's thump under the click
      strike(s, 0.08, 2093, [[1, 1, 0.3], [1.5, 0.5, 0.2], [2, 0.4, 0.15], [2.76, 0.25, 0.08]]);
      strike(s, 0.08, 2217, [[1, 0.6, 0.25]]); // a near unison beats against the first: the shimmer of "ching"
    },
  },
  chime: {
    seconds: 0.8,
    draw: (s) => [523.25, 659.26, 783.99].forEach((f, n) => strike(s, n * 0.04, f, [[1, 1, 0.35], [2, 0.2, 0.2], [3, 0.06, 0.1]], 0.008)),
  },
  elegant: {
    seconds: 0.75,
    draw: (s) => [440, 554.37, 659.26, 880].forEach((f, n) => strike(s, n * 0.09, f, [[1, 1, n === 3 ? 0.3 : 0.2], [2, 0.2, 0.12]], 0.015)),
  },
  blink: { seconds: 0.15, draw: (s) => strike(s, 0, 1760, [[1, 1, 0.035], [2, 0.15, 0.02]], 0.003) },
  ding: { seconds: 0.7, draw: (s) => strike(s, 0, 1318.5, bell, 0.003) },
  animated: { seconds: 0.4, draw: (s) => sweep(s, (t) => (t < 0.18 ? glide(600, 1600, t / 0.18) : glide(1600, 800, (t - 0.18) / 0.16))) },
};

/** Normalises to PEAK, fades the last 30 ms to silence and encodes 16-bit mono PCM WAV. */
export function renderWav(design: { seconds: number; draw: (samples: Float64Array) => void }): Buffer {
  const samples = new Float64Array(Math.round(design.seconds * SAMPLE_RATE));
  design.draw(samples);
  const fade = Math.round(FADE_OUT_SECONDS * SAMPLE_RATE);
  const loudest = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((value, i) => {
    const fadeOut = Math.min(1, (samples.length - 1 - i) / fade);
    wav.writeInt16LE(Math.round((value / loudest) * PEAK * fadeOut * 32767), 44 + i * 2);
  });
  return wav;
}

/** Writes every sound to `<directory>/<name>.wav` and returns the file names. */
export async function writeSounds(directory: string): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const names = Object.keys(SOUND_DESIGNS);
  for (const name of names) await writeFile(join(directory, `${name}.wav`), renderWav(SOUND_DESIGNS[name]!));
  return names.map((name) => `${name}.wav`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await writeSounds('public/sounds');
  console.log(`wrote ${files.join(', ')} to public/sounds`);
}
