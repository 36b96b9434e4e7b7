import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_EVENT_SOUNDS, type SoundChoice, type SoundEvent } from './soundChoices';
import { currentSoundPreferences, readSoundPreferences, updateSoundPreferences, type SoundPreferences } from './soundPreferences';

/** The stored sound preferences, live (a change anywhere re-renders), and the ways to change them. */
export function useSoundSettings(): {
  preferences: SoundPreferences;
  loaded: boolean;
  setEventSound: (event: SoundEvent, choice: SoundChoice) => Promise<void>;
  setMuted: (muted: boolean) => Promise<void>;
  resetToDefaults: () => Promise<void>;
} {
  const stored = useLiveQuery(readSoundPreferences);
  return {
    preferences: stored ?? currentSoundPreferences(),
    loaded: stored !== undefined,
    setEventSound: (event, choice) =>
      updateSoundPreferences((preferences) => ({ ...preferences, eventSounds: { ...preferences.eventSounds, [event]: choice } })),
    setMuted: (muted) => updateSoundPreferences((preferences) => ({ ...preferences, muted })),
    // Only the event sounds: a seller who muted at a quiet sale does not want a reset to make noise.
    resetToDefaults: () => updateSoundPreferences((preferences) => ({ ...preferences, eventSounds: DEFAULT_EVENT_SOUNDS })),
  };
}
