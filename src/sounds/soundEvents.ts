import { createEventBus } from '~/lib/eventBus';
import type { SoundChoice, SoundEvent } from './soundChoices';

/** One event a screen asked to sound; `audible` is false when it was muted or set to 'none'. */
export interface SoundedEvent {
  /** 'gate': a sorter gate's own sound, chosen per gate rather than per event. */
  event: SoundEvent | 'gate';
  choice: SoundChoice;
  audible: boolean;
  at: number;
}

const KEPT = 20;
const recent: SoundedEvent[] = [];
const bus = createEventBus<SoundedEvent>();
let count = 0;

/** Calls `listener` after each event; returns the unsubscribe function. */
export function onEventSounded(listener: (sounded: SoundedEvent) => void): () => void {
  return bus.subscribe(listener);
}

/** The last events, oldest first. */
export function recentSoundEvents(): readonly SoundedEvent[] {
  return [...recent];
}

/**
 * Records the event in memory and on <html> (data-last-sound-event, data-last-sound-choice,
 * data-sound-count), so an end-to-end test in Chromium can check that a scan sounded without hearing it.
 */
export function recordSoundEvent(sounded: SoundedEvent): void {
  recent.push(sounded);
  if (recent.length > KEPT) recent.shift();
  count += 1;
  if (typeof document !== 'undefined') {
    const { dataset } = document.documentElement;
    dataset.lastSoundEvent = sounded.event;
    dataset.lastSoundChoice = sounded.audible ? sounded.choice : 'none';
    dataset.soundCount = String(count);
  }
  bus.emit(sounded);
}
