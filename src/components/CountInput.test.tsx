import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { triggerRuleFields } from '~/contract/bookzy';
import { itemQuantity } from '~/contract/lister';
import type { z } from 'zod/mini';
import { render } from '~/testing/render';
import { CountInput } from './CountInput';

function renderField(initial: number | null, props: { max?: number; grouped?: boolean; rule?: z.ZodMiniType } = {}) {
  const handed: (number | null)[] = [];
  function Harness() {
    const [max, setMax] = useState(props.max);
    const [count, setCount] = useState(initial);
    const [valid, setValid] = useState(true);
    return (
      <>
        <CountInput
          label="Copies"
          rule={props.rule ?? triggerRuleFields.maxOffers}
          max={max}
          grouped={props.grouped}
          value={count}
          onChange={(next) => {
            handed.push(next);
            setCount(next);
          }}
          onValidityChange={setValid}
        />
        <output data-testid="count">{String(count)}</output>
        <output data-testid="valid">{String(valid)}</output>
        <button type="button" onClick={() => setMax(2)}>
          Two left
        </button>
      </>
    );
  }
  render(<Harness />);
  return {
    input: screen.getByLabelText('Copies'),
    handed,
    valid: () => screen.getByTestId('valid').textContent,
    shrink: () => fireEvent.click(screen.getByRole('button', { name: 'Two left' })),
  };
}

describe('CountInput', () => {
  it('hands on a whole number as typed, commas and all, and shows it grouped once left', async () => {
    const { input } = renderField(null, { grouped: true, rule: triggerRuleFields.maxSalesRank });
    await userEvent.type(input, '1000000');
    expect(screen.getByTestId('count')).toHaveTextContent('1000000');
    expect(input).toHaveValue('1000000');
    fireEvent.blur(input);
    expect(input).toHaveValue('1,000,000');
    fireEvent.change(input, { target: { value: '2,500' } });
    expect(screen.getByTestId('count')).toHaveTextContent('2500');
  });

  it.each([
    ['2.5', 'Must be a whole number'],
    ['-100', 'Must not be negative'],
    ['1e9', 'Enter a number like 12'],
    ['abc', 'Enter a number like 12'],
    ['100001', 'Must be at most 100,000'],
  ])('keeps %j as typed with "%s" on the field and hands none of it on', (typed, error) => {
    const { input, handed, valid } = renderField(20);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveValue(typed);
    expect(input).toHaveAccessibleDescription(error);
    expect(handed).toEqual([]);
    expect(valid()).toBe('false');
  });

  it('an empty limit is none', async () => {
    const limit = renderField(20);
    await userEvent.clear(limit.input);
    expect(limit.handed).toEqual([null]);
    expect(limit.valid()).toBe('true');
  });

  it('a quantity must be at least 1, and within what the row holds even when that shrinks', async () => {
    const { input, valid, shrink } = renderField(3, { rule: itemQuantity, max: 5 });
    await userEvent.clear(input);
    expect(input).toHaveAccessibleDescription('Enter a number');
    await userEvent.type(input, '0');
    expect(input).toHaveAccessibleDescription('Must be at least 1');
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    expect(valid()).toBe('true');
    shrink();
    expect(input).toHaveAccessibleDescription('Must be at most 2');
    expect(valid()).toBe('false');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
