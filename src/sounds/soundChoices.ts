import { EVENT_SOUNDS, SOUND_CHOICES } from '~/contract';

/** What a seller can pick for an event (spec 3.2); 'none' is silence. */
export type SoundChoice = (typeof SOUND_CHOICES)[number];
/** The six choices that have a file in public/sounds (made by scripts/make-sounds.ts). */
export type SoundFile = Exclude<SoundChoice, 'none'>;
/** Something a scan screen reports by ear (spec 3.2 "event sounds"). */
export type SoundEvent = (typeof EVENT_SOUNDS)[number];
export type EventSoundMap = Record<SoundEvent, SoundChoice>;

export { EVENT_SOUNDS as SOUND_EVENTS, SOUND_CHOICES };

export const SOUND_FILES = SOUND_CHOICES.filter((choice): choice is SoundFile => choice !== 'none');

export const SOUND_CHOICE_LABELS: Record<SoundChoice, string> = {
  cash: 'Cash',
  chime: 'Chime',
  elegant: 'Elegant',
  blink: 'Blink',
  ding: 'Ding',
  animated: 'Animated',
  none: 'None',
};

export const SOUND_EVENT_LABELS: Record<SoundEvent, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  reject: 'Reject',
  restricted: 'Restricted',
  'multiple results': 'Multiple results',
  'no way': 'No way',
};

/**
 * Chosen so that a seller with eyes on the shelf tells the verdicts apart: the long, rich "ka-ching"
 * means buy; the shortest sound there is (a blip) means put it back, for reject and no way alike,
 * since both ask the same of the hands; the other events each get a sound of their own, so
 * "look at the screen" (warning, error, restricted, multiple results) never sounds like either verdict.
 */
export const DEFAULT_EVENT_SOUNDS: Readonly<EventSoundMap> = Object.freeze({
  success: 'cash',
  warning: 'chime',
  error: 'animated',
  reject: 'blink',
  restricted: 'ding',
  'multiple results': 'elegant',
  'no way': 'blink',
});

/** Where a file is served; BASE_URL keeps it right if Folio is ever served under a sub-path. */
export function soundUrl(file: SoundFile): string {
  return `${import.meta.env.BASE_URL}sounds/${file}.wav`;
}
