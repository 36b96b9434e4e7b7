import { useId, useState, type KeyboardEvent } from 'react';
import { useSaveBounds } from '~/api/stock/mutations';
import { isApiError } from '~/api/errors';
import { useNumberText } from '~/components/useNumberText';
import { type StockSku } from '~/contract';
import { stockBoundsSchema } from '~/contract/stock';
import { minAboveMax, NUMBER_MESSAGES } from '~/lib/numberRules';
import { MONEY } from '~/lib/numberText';
import classes from './BoundCell.module.css';

const { minPrice: boundRule } = stockBoundsSchema.shape;

const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

/**
 * A SKU's min or max price, typed in dollars and saved in cents when the field is left (or on
 * Enter). The other bound it is checked against is the saved one: a min above it is refused on the
 * field and nothing is sent. A failed save keeps what was typed, with the server's reason.
 * A plain input with the money field's behaviour (useNumberText): the table repaints some forty of
 * them on every sort, and Mantine's field costs several times as much to draw.
 */
export function BoundCell({ row, bound }: { row: StockSku; bound: 'minPrice' | 'maxPrice' }) {
  const save = useSaveBounds();
  const saved = row[bound];
  // undefined: show the saved value. A draft stays until the row holds what was typed.
  const [draft, setDraft] = useState<{ value: number | null } | undefined>(undefined);
  const [valid, setValid] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  if (draft !== undefined && draft.value === saved && !save.isPending && failure === null) setDraft(undefined);
  const value = draft === undefined ? saved : draft.value;

  const bounds = { minPrice: row.minPrice, maxPrice: row.maxPrice, [bound]: value };
  const crossed = minAboveMax(bounds.minPrice, bounds.maxPrice);
  const what = bound === 'minPrice' ? 'Min' : 'Max';

  const commit = () => {
    if (!valid || crossed || value === saved || save.isPending) return;
    setFailure(null);
    save.mutate(
      { sku: row.sku, bounds },
      { onError: (error) => setFailure(isApiError(error) ? error.message : 'Not saved: try again') },
    );
  };

  const field = useNumberText({
    kind: MONEY,
    rule: boundRule,
    value,
    onChange: (next) => {
      setFailure(null);
      setDraft({ value: next });
    },
    onValidityChange: setValid,
    onBlur: commit,
  });
  const errorId = useId();
  const message = field.error ?? (crossed ? (bound === 'minPrice' ? NUMBER_MESSAGES.minAboveMax : 'Max must not be below min') : failure);

  return (
    <div>
      <input
        className={classes.input}
        aria-label={`${what} price of ${row.sku}`}
        aria-invalid={message !== null}
        aria-describedby={message !== null ? errorId : undefined}
        inputMode={field.inputMode}
        autoComplete="off"
        value={field.text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onKeyDown={blurOnEnter}
      />
      {message !== null && (
        <div id={errorId} className={classes.error}>
          {message}
        </div>
      )}
    </div>
  );
}
