import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { bookzyDevicesApi } from '~/contract/bookzy';
import { itemsApi } from '~/contract/lister';
import { render } from '~/testing/render';
import { MoneyInput } from './MoneyInput';

const minPrice = itemsApi.setMinMax.body.shape.min;
const buyCost = bookzyDevicesApi.setBuyCost.body.shape.buyCost;

/** The field as a form holds it: every value handed on is kept, with the last validity reported. */
function renderField(initial: number | null, rule: z.ZodMiniType = minPrice) {
  const handed: (number | null)[] = [];
  function Harness() {
    const [cents, setCents] = useState(initial);
    const [valid, setValid] = useState(true);
    return (
      <>
        <MoneyInput
          label="Price"
          rule={rule}
          value={cents}
          onChange={(next) => {
            handed.push(next);
            setCents(next);
          }}
          onValidityChange={setValid}
        />
        <output data-testid="cents">{String(cents)}</output>
        <output data-testid="valid">{String(valid)}</output>
        <button type="button" onClick={() => setCents(700)}>
          Reset
        </button>
      </>
    );
  }
  render(<Harness />);
  return { input: screen.getByLabelText('Price'), handed, valid: () => screen.getByTestId('valid').textContent };
}

describe('MoneyInput', () => {
  it.each([
    ['1', 100],
    ['0.25', 25],
    ['12.5', 1250],
    ['$1,250', 125000],
    ['3.999', 400],
  ])('hands on %s typed over an amount as %i cents, and keeps the text as typed', async (typed, cents) => {
    const { input } = renderField(25);
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    expect(screen.getByTestId('cents')).toHaveTextContent(String(cents));
    expect(input).toHaveValue(typed);
  });

  it('shows cents as units with two decimals, again once the field is left, and an empty field as none', async () => {
    const { input } = renderField(1005);
    expect(input).toHaveValue('$10.05');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    fireEvent.blur(input);
    expect(input).toHaveValue('$12.50');
    await userEvent.clear(input);
    expect(screen.getByTestId('cents')).toHaveTextContent('null');
  });

  it.each([
    ['1e9', 'Enter a number like 12.50'],
    ['-5', 'Must be at least $0.01'],
    ['abc', 'Enter a number like 12.50'],
    ['12.5x', 'Enter a number like 12.50'],
    ['100001', 'Must be at most $100,000.00'],
  ])('keeps %j as typed with "%s" on the field, hands none of it on and reports it invalid', (typed, error) => {
    const { input, handed, valid } = renderField(500);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveValue(typed);
    expect(input).toHaveAccessibleDescription(error);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(handed).toEqual([]);
    expect(valid()).toBe('false');
    expect(screen.getByTestId('cents')).toHaveTextContent('500');
  });

  it('typed key by key, hands on only the values that were valid on the way', async () => {
    const { input, handed, valid } = renderField(null);
    await userEvent.type(input, '1e9');
    expect(handed).toEqual([100]);
    expect(valid()).toBe('false');
    await userEvent.type(input, '{Backspace}{Backspace}5');
    expect(handed).toEqual([100, 1500]);
    expect(valid()).toBe('true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an amount that may not be empty says so once cleared, and a cost may be zero but not negative', async () => {
    const { input, valid } = renderField(250, buyCost);
    await userEvent.clear(input);
    expect(input).toHaveAccessibleDescription('Enter an amount');
    expect(valid()).toBe('false');
    await userEvent.type(input, '-5');
    expect(input).toHaveAccessibleDescription('Must not be negative');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(screen.getByTestId('cents')).toHaveTextContent('0');
    expect(valid()).toBe('true');
  });

  it('shows a value set from outside over invalid text, which then holds nothing back', () => {
    const { input, valid } = renderField(null);
    fireEvent.change(input, { target: { value: '1e9' } });
    expect(valid()).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('$7.00');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(valid()).toBe('true');
  });

  it('keeps the decimal keypad on phones', () => {
    expect(renderField(null).input).toHaveAttribute('inputmode', 'decimal');
  });

  it('in another currency, reads and shows its minor unit without the dollar sign, its code beside the field', () => {
    const handed: (number | null)[] = [];
    const field = (currency: 'EUR' | 'JPY', value: number) => (
      <MoneyInput label={`Price ${currency}`} currency={currency} rule={minPrice} value={value} onChange={(next) => handed.push(next)} onValidityChange={() => undefined} />
    );
    render(
      <>
        {field('EUR', 1005)}
        {field('JPY', 1200)}
      </>,
    );
    const euros = screen.getByLabelText('Price EUR');
    expect(euros).toHaveValue('10.05');
    fireEvent.change(euros, { target: { value: '12.5' } });
    expect(handed).toEqual([1250]);
    fireEvent.change(euros, { target: { value: '$3' } });
    expect(euros).toHaveAccessibleDescription('Enter a number like 12.50');
    expect(screen.getByText('EUR')).toBeInTheDocument();
    expect(screen.getByLabelText('Price JPY')).toHaveValue('1,200');
  });
});
