let logged = false;

/**
 * Sound is a help, never a blocker: a file that fails to load or a browser that refuses to play is
 * written to the console once (not once per scan) and never shown to the seller as an error.
 */
export function logSoundProblemOnce(problem: unknown): void {
  if (logged) return;
  logged = true;
  console.warn('Folio sounds are unavailable on this device:', problem);
}
