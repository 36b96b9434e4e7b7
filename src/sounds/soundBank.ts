import { Howl, Howler } from 'howler';
import { SOUND_FILES, soundUrl, type SoundChoice, type SoundEvent, type SoundFile } from './soundChoices';
import { recordSoundEvent } from './soundEvents';
import { currentSoundPreferences, watchSoundPreferences } from './soundPreferences';
import { logSoundProblemOnce } from './soundProblems';

// Nothing is created at import: the Howls (and the AudioContext the first one opens) wait for the
// first prepareSounds() or play, so a screen can import this module without paying for audio.
let bank: Map<SoundFile, Howl> | undefined;

/**
 * Loads the six files once, follows the stored preferences and arms the unlock. Safe to call many
 * times; a scan screen calls it when it mounts, so the first scan finds every file decoded.
 */
export function prepareSounds(): void {
  if (bank) return;
  bank = new Map();
  try {
    watchSoundPreferences();
    Howler.autoUnlock = true; // howler's own unlock on touch, click and keydown
    for (const file of SOUND_FILES) {
      const howl = new Howl({ src: [soundUrl(file)], preload: true, onloaderror: (_id, error) => logSoundProblemOnce(error), onplayerror: (_id, error) => logSoundProblemOnce(error) });
      bank.set(file, howl);
    }
    unlockOnFirstGesture();
  } catch (problem) {
    logSoundProblemOnce(problem);
  }
}

/**
 * Browsers start audio suspended until the person interacts. Howler does not listen to pointerdown,
 * which is the first thing a tap on a scan button fires, so we also resume and play one silent
 * sample there (and on keydown, which a keyboard-wedge scanner sends): the first verdict is heard.
 */
function unlockOnFirstGesture() {
  if (typeof document === 'undefined') return;
  const unlock = () => {
    document.removeEventListener('pointerdown', unlock, true);
    document.removeEventListener('keydown', unlock, true);
    try {
      const context = Howler.ctx as AudioContext | null | undefined;
      if (!context) return; // HTML5 Audio fallback: howler unlocks its own pool
      context.resume().catch(logSoundProblemOnce);
      const silence = context.createBufferSource();
      silence.buffer = context.createBuffer(1, 1, 22050);
      silence.connect(context.destination);
      silence.start(0);
    } catch (problem) {
      logSoundProblemOnce(problem);
    }
  };
  document.addEventListener('pointerdown', unlock, true);
  document.addEventListener('keydown', unlock, true);
}

function play(file: SoundFile) {
  prepareSounds();
  try {
    bank?.get(file)?.play();
  } catch (problem) {
    logSoundProblemOnce(problem);
  }
}

/** Sounds the seller's choice for `event` (nothing for 'none' or when muted) and records it. Never throws. */
export function playEvent(event: SoundEvent): void {
  prepareSounds();
  const { eventSounds, muted } = currentSoundPreferences();
  const choice = eventSounds[event];
  const audible = !muted && choice !== 'none';
  if (audible) play(choice);
  try {
    recordSoundEvent({ event, choice, audible, at: Date.now() });
  } catch (problem) {
    logSoundProblemOnce(problem); // a listener's mistake must not break the scan that sounded
  }
}

/**
 * Sounds a sorter gate's own choice: the sorter's seller tells gates apart by ear, so the choice is
 * the gate's, not an event's. The device's mute still silences it. Recorded like an event. Never throws.
 */
export function playGateSound(choice: SoundChoice): void {
  prepareSounds();
  const audible = !currentSoundPreferences().muted && choice !== 'none';
  if (audible) play(choice);
  try {
    recordSoundEvent({ event: 'gate', choice, audible, at: Date.now() });
  } catch (problem) {
    logSoundProblemOnce(problem);
  }
}

/** Plays a choice from the settings screen. It ignores mute: the seller pressed play to hear it. */
export function preview(choice: SoundChoice): void {
  if (choice !== 'none') play(choice);
}
