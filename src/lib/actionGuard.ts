/**
 * A control whose action is in flight takes no second click. A double click, or two taps on a slow
 * phone, land before React has drawn the button busy, so the button's own state cannot stop the
 * second one: this guard decides synchronously, in the capture phase, before any handler runs.
 *
 * While a click (or a form's submit) is being handled, the control it landed on is the current
 * control. An action that starts then (every mutation, through the query client's mutation cache)
 * holds that control busy until it settles: meanwhile every click and submit on it is swallowed,
 * and it carries aria-busy and data-action-busy for the screen and for styles. Controls that start
 * no action (a scanner's Enter, a field) are never held; other controls stay free.
 */

const CONTROL =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [role="option"]';
export const BUSY_ATTRIBUTE = 'data-action-busy';
/**
 * Spread on a form whose every submit is a new entry: it empties as it sends, so the next entry can
 * be typed and sent while the last is on its way (account notes). Its controls are never held; a
 * second click on its button meets the emptied field, which the form itself turns away.
 */
export const NEW_ENTRY_EACH_SUBMIT = { 'data-new-entry-each-submit': '' } as const;
const NEW_ENTRY_FORM = '[data-new-entry-each-submit]';

/** The control of the event being handled; replaced by the next event, cleared once its task ends. */
let gesture: { control: Element } | null = null;
/** How many actions hold each control: a control is busy while any does. */
const holds = new WeakMap<Element, number>();

function controlOf(event: Event): Element | null {
  if (event.type === 'submit') return (event as SubmitEvent).submitter ?? (event.target instanceof Element ? event.target : null);
  return event.target instanceof Element ? event.target.closest(CONTROL) : null;
}

const isBusy = (element: Element) => (holds.get(element) ?? 0) > 0;

function busyAround(event: Event, control: Element): boolean {
  if (isBusy(control)) return true;
  // A submit from a field (Enter) while the form's button is held is the same action again.
  const form = event.type === 'submit' && event.target instanceof HTMLFormElement ? event.target : null;
  return form !== null && (isBusy(form) || [...form.elements].some((element) => (element as HTMLButtonElement).type === 'submit' && isBusy(element)));
}

export function installActionGuard(doc: Document = document): () => void {
  const onEvent = (event: Event) => {
    const control = controlOf(event);
    if (!control || control.closest(NEW_ENTRY_FORM)) return;
    if (busyAround(event, control)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    const current = { control };
    gesture = current;
    // Handlers (and the mutations they start) run within this task; a later action is not this click's.
    setTimeout(() => {
      if (gesture === current) gesture = null;
    }, 0);
  };
  doc.addEventListener('click', onEvent, true);
  doc.addEventListener('submit', onEvent, true);
  return () => {
    doc.removeEventListener('click', onEvent, true);
    doc.removeEventListener('submit', onEvent, true);
    gesture = null;
  };
}

/**
 * An action starts: the control of the click or submit being handled, if any, stays busy until the
 * returned release is called (once is enough; later calls do nothing).
 */
export function holdCurrentControl(): () => void {
  const control = gesture?.control;
  if (!control) return () => undefined;
  holds.set(control, (holds.get(control) ?? 0) + 1);
  control.setAttribute(BUSY_ATTRIBUTE, '');
  control.setAttribute('aria-busy', 'true');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(control) ?? 1) - 1;
    holds.set(control, left);
    if (left > 0) return;
    control.removeAttribute(BUSY_ATTRIBUTE);
    control.removeAttribute('aria-busy');
  };
}
