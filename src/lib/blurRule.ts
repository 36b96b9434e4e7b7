import { BLUR_DELAY_MS } from '~/contract/constants';

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Spec 9: a focused element that is not an input, textarea or select is blurred after 50 ms, so
 * that a barcode scanner's Enter never presses the button clicked last. Only focus that came
 * from a pointer is dropped: focus reached with the keyboard stays, or keyboard use would break.
 */
export function installBlurRule(doc: Document = document, delayMs = BLUR_DELAY_MS): () => void {
  let pressed: EventTarget | null = null;
  const onPointerDown = (event: Event) => {
    pressed = event.target;
  };
  const onFocusIn = (event: Event) => {
    const target = event.target;
    const fromPointer = pressed instanceof Node && target instanceof Node && (target === pressed || target.contains(pressed));
    pressed = null;
    if (!(target instanceof HTMLElement) || !fromPointer) return;
    if (FIELDS.has(target.tagName) || target.isContentEditable) return;
    setTimeout(() => {
      if (doc.activeElement === target) target.blur();
    }, delayMs);
  };
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
