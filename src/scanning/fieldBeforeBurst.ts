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
 * The focused text field as it was before a scanner burst began. A burst's keys land in the field
 * as typed keys do (a person typing fast must never lose one, and a burst is only known to be a
 * scan at its Enter); once the burst turns out to be a scan, `restore` takes them back out, so the
 * field holds what the person typed and the next scan does not read "978978…". Only the burst's
 * keys are ever undone: if anything else changed the field meanwhile, it is left alone.
 */
export class FieldBeforeBurst {
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

  /** The burst was a scan of `code`: put the field's value and caret back as they were before it. */
  restore(code: string): void {
    const { field } = this;
    if (!field.isConnected || field.value === this.value || field.value !== this.valueWith(code)) return;
    setValueAsTyped(field, this.value);
    const [start, end, direction] = this.selection;
    if (start !== null && end !== null && document.activeElement === field) field.setSelectionRange(start, end, direction ?? undefined);
  }

  /** What the field holds once the code's keys landed at the caret: as far as its maxLength let them. */
  private valueWith(code: string): string {
    const { value } = this;
    const start = this.selection[0] ?? value.length;
    const end = this.selection[1] ?? value.length;
    const room = this.field.maxLength >= 0 ? this.field.maxLength - (value.length - (end - start)) : code.length;
    return value.slice(0, start) + code.slice(0, Math.max(room, 0)) + value.slice(end);
  }
}

function selectionOf(field: TypedField): [number | null, number | null, TypedField['selectionDirection']] {
  try {
    return [field.selectionStart, field.selectionEnd, field.selectionDirection];
  } catch {
    return [null, null, null];
  }
}
