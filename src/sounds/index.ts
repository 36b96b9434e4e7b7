/**
 * Folio's scan sounds: one bank for Bookzy, the lister and the sorter. Import it only from screens
 * that are loaded lazily (never from the sign-in page): it brings howler with it.
 */
export {
  DEFAULT_EVENT_SOUNDS,
  SOUND_CHOICES,
  SOUND_CHOICE_LABELS,
  SOUND_EVENTS,
  SOUND_EVENT_LABELS,
  type EventSoundMap,
  type SoundChoice,
  type SoundEvent,
} from './soundChoices';
export { playEvent, playGateSound, prepareSounds, preview } from './soundBank';
export { onEventSounded, recentSoundEvents, type SoundedEvent } from './soundEvents';
export { DEFAULT_SOUND_PREFERENCES, readSoundPreferences, type SoundPreferences } from './soundPreferences';
export { SoundSettings } from './SoundSettings';
export { useSoundSettings } from './useSoundSettings';
