// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for howler: records every Howl made and every play, and never touches real audio.
const howler = vi.hoisted(() => {
  class FakeHowl {
    static made: FakeHowl[] = [];
    plays = 0;
    constructor(readonly options: { src: string[] }) {
      FakeHowl.made.push(this);
    }
    play() {
      this.plays += 1;
      return 1;
    }
  }
  return { Howl: FakeHowl, Howler: { autoUnlock: false, ctx: undefined as unknown } };
});
vi.mock('howler', () => howler);

const { playEvent, playGateSound, prepareSounds, preview } = await import('./soundBank');
const { onEventSounded, recentSoundEvents } = await import('./soundEvents');
const { DEFAULT_SOUND_PREFERENCES, updateSoundPreferences } = await import('./soundPreferences');

const playsOf = (file: string) => howler.Howl.made.find((howl) => howl.options.src[0] === `/sounds/${file}.wav`)?.plays ?? 0;
const totalPlays = () => howler.Howl.made.reduce((sum, howl) => sum + howl.plays, 0);

describe('sound bank', () => {
  beforeEach(async () => {
    for (const howl of howler.Howl.made) howl.plays = 0;
    await updateSoundPreferences(() => DEFAULT_SOUND_PREFERENCES);
  });
  afterEach(() => vi.restoreAllMocks());

  it('makes no Howl until first use, then one per file, once', () => {
    expect(howler.Howl.made).toHaveLength(0);
    prepareSounds();
    prepareSounds();
    expect(howler.Howl.made.map((howl) => howl.options.src)).toEqual(
      ['cash', 'chime', 'elegant', 'blink', 'ding', 'animated'].map((file) => [`/sounds/${file}.wav`]),
    );
    expect(howler.Howler.autoUnlock).toBe(true);
  });

  it('plays the file mapped to the event and records it for screens and end-to-end tests', () => {
    const heard = vi.fn();
    const stop = onEventSounded(heard);
    playEvent('success');
    playEvent('reject');
    stop();
    expect(playsOf('cash')).toBe(1);
    expect(playsOf('blink')).toBe(1);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(recentSoundEvents().at(-1)).toMatchObject({ event: 'reject', choice: 'blink', audible: true });
    expect(document.documentElement.dataset.lastSoundEvent).toBe('reject');
    expect(Number(document.documentElement.dataset.soundCount)).toBeGreaterThanOrEqual(2);
  });

  it("plays a sorter gate's own choice, recorded as a gate sound, and honours mute", async () => {
    playGateSound('ding');
    expect(playsOf('ding')).toBe(1);
    expect(recentSoundEvents().at(-1)).toMatchObject({ event: 'gate', choice: 'ding', audible: true });
    expect(document.documentElement.dataset.lastSoundChoice).toBe('ding');
    await updateSoundPreferences((preferences) => ({ ...preferences, muted: true }));
    playGateSound('chime');
    expect(playsOf('chime')).toBe(0);
    expect(recentSoundEvents().at(-1)).toMatchObject({ event: 'gate', choice: 'chime', audible: false });
  });

  it("plays nothing for 'none' or when muted, yet still records the event", async () => {
    await updateSoundPreferences((preferences) => ({ ...preferences, eventSounds: { ...preferences.eventSounds, error: 'none' } }));
    playEvent('error');
    await updateSoundPreferences((preferences) => ({ ...preferences, muted: true }));
    playEvent('success');
    expect(totalPlays()).toBe(0);
    expect(recentSoundEvents().slice(-2).map(({ event, audible }) => [event, audible])).toEqual([['error', false], ['success', false]]);
    expect(document.documentElement.dataset.lastSoundChoice).toBe('none');
    preview('ding'); // pressing play in the settings is heard even when muted
    expect(playsOf('ding')).toBe(1);
  });

  it('never throws when audio fails, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(howler.Howl.prototype, 'play').mockImplementation(() => {
      throw new Error('NotAllowedError');
    });
    const stop = onEventSounded(() => {
      throw new Error('a broken listener');
    });
    expect(() => playEvent('success')).not.toThrow();
    expect(() => playEvent('warning')).not.toThrow();
    stop();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('resumes the audio context with a silent sample on the first tap', () => {
    const start = vi.fn();
    const context = {
      resume: vi.fn(async () => undefined),
      createBuffer: vi.fn(() => ({})),
      createBufferSource: vi.fn(() => ({ connect: vi.fn(), start })),
      destination: {},
    };
    howler.Howler.ctx = context;
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
