import { useEffect, useRef } from 'react';
import { FieldBeforeBurst } from './fieldBeforeBurst';
import { toScanEvent, type OnScan } from './scanEvent';
import { WedgeBurstDetector } from './wedgeDetector';

/**
 * Listens for keyboard-wedge scanners (USB or Bluetooth scanners that type the code, then Enter)
 * anywhere on the page. A window listener rather than a hidden input: focusing an input would
 * open the phone's on-screen keyboard over the camera. Capture phase, so a burst's keys are
 * swallowed before a focused button or a form's Enter handler sees them. In a focused text field
 * they land instead, since timing alone cannot tell a scanner from a person typing fast until the
 * Enter: a field never loses a typed key ("12.345" at 30 ms a key stays "12.345"), and when the
 * burst ends as a scan its keys are taken back out of the field (FieldBeforeBurst).
 */
export function useWedgeScanner(onScan: OnScan, { enabled = true }: { enabled?: boolean } = {}): void {
  // The latest callback without re-adding the listener (and losing a half-read burst) on each render.
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return undefined;
    const detector = new WedgeBurstDetector();
    let field: FieldBeforeBurst | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.repeat) {
        detector.reset();
        field = undefined;
        return;
      }
      const verdict = detector.key(event.key, event.timeStamp);
      if (verdict.kind === 'pass') {
        // A character that starts a (possible) burst: note the field before it lands.
        if (event.key.length === 1 && detector.burstLength === 1) field = FieldBeforeBurst.ofFocused();
        return;
      }
      if (verdict.kind === 'swallow' && field) return;
      event.preventDefault();
      event.stopPropagation();
      if (verdict.kind === 'swallow') return;
      field?.restore(verdict.text);
      field = undefined;
      onScanRef.current(toScanEvent(verdict.text, 'wedge'));
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled]);
}
