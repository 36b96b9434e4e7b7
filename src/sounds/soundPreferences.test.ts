import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { folioDatabase } from '~/offline/db';
import { DEFAULT_EVENT_SOUNDS, SOUND_CHOICES, SOUND_EVENTS } from './soundChoices';
import { DEFAULT_SOUND_PREFERENCES, currentSoundPreferences, parseSoundPreferences, readSoundPreferences, updateSoundPreferences } from './soundPreferences';

const store = (value: unknown) => folioDatabase().keyValues.put({ key: 'sounds.preferences', value, updatedAt: 0 });

describe('sound preferences', () => {
  beforeEach(() => folioDatabase().keyValues.clear());

  it('has a default sound for every event, and success and reject sound different', () => {
    for (const event of SOUND_EVENTS) expect(SOUND_CHOICES).toContain(DEFAULT_EVENT_SOUNDS[event]);
    expect(DEFAULT_EVENT_SOUNDS.success).not.toBe(DEFAULT_EVENT_SOUNDS.reject);
    expect(DEFAULT_EVENT_SOUNDS.reject).not.toBe('none');
  });

  it('reads the defaults when nothing is stored', async () => {
    expect(await readSoundPreferences()).toEqual(DEFAULT_SOUND_PREFERENCES);
  });

  it.each([['a string'], [42], [null], [[1, 2]], [{ eventSounds: 'cash', muted: 'yes' }]])('falls back to the defaults for a corrupt record %j', async (value) => {
    await store(value);
    expect(await readSoundPreferences()).toEqual(DEFAULT_SOUND_PREFERENCES);
  });

  it('keeps the valid entries of a damaged map and defaults the rest', () => {
    const parsed = parseSoundPreferences({ eventSounds: { success: 'ding', reject: 'trumpet', error: 7 }, muted: true });
    expect(parsed.eventSounds).toEqual({ ...DEFAULT_EVENT_SOUNDS, success: 'ding' });
    expect(parsed.muted).toBe(true);
  });

  it('writes a change to the device and plays from it at once', async () => {
    await updateSoundPreferences((preferences) => ({ ...preferences, eventSounds: { ...preferences.eventSounds, reject: 'none' } }));
    await updateSoundPreferences((preferences) => ({ ...preferences, muted: true }));
    const expected = { eventSounds: { ...DEFAULT_EVENT_SOUNDS, reject: 'none' }, muted: true };
    expect(await readSoundPreferences()).toEqual(expected);
    expect(currentSoundPreferences()).toEqual(expected);
  });
});
