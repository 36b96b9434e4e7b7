import { CountInput } from '~/components/CountInput';
import { boxingApi } from '~/contract/lister';

const unitsRule = boxingApi.add.body.shape.quantity;

interface UnitsFieldProps {
  label: string;
  /** Shown above the field; by default the label is for assistive technology only (a table row's field). */
  visibleLabel?: boolean;
  max: number;
  value: number;
  onChange(value: number): void;
  /** False while the text is not a count the row can take: the row's action waits. */
  onValidityChange(valid: boolean): void;
  /** Enter does the row's action, as its button would. */
  onEnter(): void;
}

/** How many units a row's action takes: whole, from 1 to what the row holds. */
export function UnitsField({ label, visibleLabel, max, value, onChange, onValidityChange, onEnter }: UnitsFieldProps) {
  return (
    <CountInput
      {...(visibleLabel ? { label } : { 'aria-label': label })}
      size="sm"
      rule={unitsRule}
      max={max}
      value={value}
      onChange={(next) => next !== null && onChange(next)}
      onValidityChange={onValidityChange}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onEnter();
        }
      }}
    />
  );
}
