import { liveQuery } from 'dexie';
import { folioDatabase } from '~/offline/db';
import { DEFAULT_EVENT_SOUNDS, SOUND_CHOICES, SOUND_EVENTS, type EventSoundMap, type SoundChoice } from './soundChoices';
import { logSoundProblemOnce } from './soundProblems';

/** The seller's sound set-up, kept on this device (a phone at a book sale has its own). */
export interface SoundPreferences {
  eventSounds: EventSoundMap;
  muted: boolean;
}

export const DEFAULT_SOUND_PREFERENCES: Readonly<SoundPreferences> = Object.freeze({
  eventSounds: DEFAULT_EVENT_SOUNDS,
  muted: false,
});

const KEY = 'sounds.preferences';

const isSoundChoice = (value: unknown): value is SoundChoice => SOUND_CHOICES.some((choice) => choice === value);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Each entry is checked on its own: a damaged entry, or an event added after the record was
 * written, takes its default while the seller's other choices stay. Never throws.
 */
export function parseSoundPreferences(value: unknown): SoundPreferences {
  const stored = asRecord(value);
  const storedSounds = asRecord(stored.eventSounds);
  const eventSounds = Object.fromEntries(
    SOUND_EVENTS.map((event) => [event, isSoundChoice(storedSounds[event]) ? storedSounds[event] : DEFAULT_EVENT_SOUNDS[event]]),
  ) as EventSoundMap;
  return { eventSounds, muted: stored.muted === true };
}

export async function readSoundPreferences(): Promise<SoundPreferences> {
  const row = await folioDatabase().keyValues.get(KEY);
  return parseSoundPreferences(row?.value);
}

// The bank plays from this copy, so a scan's sound never waits for IndexedDB.
let current: SoundPreferences = DEFAULT_SOUND_PREFERENCES;
let watching = false;

export function currentSoundPreferences(): SoundPreferences {
  return current;
}

/** Read, change and write in one transaction, so two quick changes never undo each other. */
export async function updateSoundPreferences(change: (preferences: SoundPreferences) => SoundPreferences): Promise<void> {
  const database = folioDatabase();
  current = await database.transaction('rw', database.keyValues, async () => {
    const next = change(parseSoundPreferences((await database.keyValues.get(KEY))?.value));
    await database.keyValues.put({ key: KEY, value: next, updatedAt: Date.now() });
    return next;
  });
}

/** Keeps the in-memory copy in step with the database, changes from another tab included. */
export function watchSoundPreferences(): void {
  if (watching) return;
  watching = true;
  liveQuery(readSoundPreferences).subscribe({
    next: (preferences) => (current = preferences),
    error: logSoundProblemOnce, // the defaults keep playing
  });
}
