/** Input types a key types characters into; a scanner's first keys can land in these. */
const TYPED_INPUT_TYPES = new Set(['text', 'search', 'tel', 'url', 'email', 'password', 'number']);

type TypedField = HTMLInputElement | HTMLTextAreaElement;

function focusedTypedField(): TypedField | undefined {
  const field = document.activeElement;
  if (field instanceof HTMLTextAreaElement) return field.readOnly || field.disabled ? undefined : field;
  if (field instanceof HTMLInputElement && TYPED_INPUT_TYPES.has(field.type)) return field.readOnly || field.disabled ? undefined : field;
  return undefined;
}

/**
 * Sets the value the way typing does, so that React sees a change: its controlled inputs keep their
 * own copy of the value and only follow an input event whose value differs from that copy, which
 * the element's own setter (not the prototype's) would update first.
 */
function setValueAsTyped(field: TypedField, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The focused text field as it was before a scanner burst began. The first keys of a burst reach
 * the field before the burst can be told from typing (see WEDGE_SWALLOW_AFTER); once the burst
 * turns out to be a scan, `restore` takes them back out, so the field holds what the person typed
 * and the next scan does not read "978978…". Only the burst's keys are ever undone: if anything
 * else changed the field meanwhile, it is left alone.
 */
export class FieldBeforeBurst {
  /** The field's value once the let-through keys had landed (at the first swallowed key). */
  private leaked: string | undefined;

  private constructor(
    private readonly field: TypedField,
    private readonly value: string,
    private readonly selection: [number | null, number | null, TypedField['selectionDirection']],
  ) {}

  /** Notes the focused field, if it takes typed characters; called at a burst's first key. */
  static ofFocused(): FieldBeforeBurst | undefined {
    const field = focusedTypedField();
    if (!field) return undefined;
    // Number and email inputs have no selection API: null here, and the caret is not restored.
    const selection = selectionOf(field);
    return new FieldBeforeBurst(field, field.value, selection);
  }

  /** The burst is being swallowed from now on: what the field holds now is what it let through. */
  noteLeaked(): void {
    this.leaked ??= this.field.value;
  }

  /** The burst was a scan: put the field's value and caret back as they were before it. */
  restore(): void {
    const { field } = this;
    if (this.leaked === undefined || this.leaked === this.value || !field.isConnected || field.value !== this.leaked) return;
    setValueAsTyped(field, this.value);
    const [start, end, direction] = this.selection;
    if (start !== null && end !== null && document.activeElement === field) field.setSelectionRange(start, end, direction ?? undefined);
  }
}

function selectionOf(field: TypedField): [number | null, number | null, TypedField['selectionDirection']] {
  try {
    return [field.selectionStart, field.selectionEnd, field.selectionDirection];
  } catch {
    return [null, null, null];
  }
}
