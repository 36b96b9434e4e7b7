import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { boxSizeInputSchema } from '~/contract/lister';
import { render } from '~/testing/render';
import { TenthsInput } from './TenthsInput';

function renderField(initial: number | null) {
  const handed: (number | null)[] = [];
  function Harness() {
    const [tenths, setTenths] = useState(initial);
    const [valid, setValid] = useState(true);
    return (
      <>
        <TenthsInput
          label="Width (in)"
          rule={boxSizeInputSchema.shape.width}
          zeroMeansNone
          value={tenths}
          onChange={(next) => {
            handed.push(next);
            setTenths(next);
          }}
          onValidityChange={setValid}
        />
        <output data-testid="tenths">{String(tenths)}</output>
        <output data-testid="valid">{String(valid)}</output>
      </>
    );
  }
  render(<Harness />);
  return { input: screen.getByLabelText('Width (in)'), handed, valid: () => screen.getByTestId('valid').textContent };
}

describe('TenthsInput', () => {
  it.each([
    ['1', 10],
    ['12.5', 125],
    ['0.1', 1],
    ['3.96', 40],
  ])('hands on %s typed as %i tenths, and keeps the text as typed', async (typed, tenths) => {
    const { input } = renderField(null);
    await userEvent.type(input, typed);
    expect(screen.getByTestId('tenths')).toHaveTextContent(String(tenths));
    expect(input).toHaveValue(typed);
  });

  it('shows tenths as units with one decimal, and an empty field as none', async () => {
    const { input } = renderField(125);
    expect(input).toHaveValue('12.5');
    await userEvent.clear(input);
    expect(screen.getByTestId('tenths')).toHaveTextContent('null');
  });

  it.each([
    ['1e9', 'Enter a number like 12.5'],
    ['-12', 'Must be at least 0.1'],
    ['-5', 'Must be at least 0.1'],
    ['abc', 'Enter a number like 12.5'],
    ['2000.1', 'Must be at most 2,000.0'],
  ])('keeps %j as typed with "%s" on the field and hands none of it on', (typed, error) => {
    const { input, handed, valid } = renderField(140);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveValue(typed);
    expect(input).toHaveAccessibleDescription(error);
    expect(handed).toEqual([]);
    expect(valid()).toBe('false');
    expect(screen.getByTestId('tenths')).toHaveTextContent('140');
  });

  it('takes 0 as "not measured" (spec 5: dropped from the box), with the decimal keypad', () => {
    const { input, valid } = renderField(null);
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByTestId('tenths')).toHaveTextContent('0');
    expect(valid()).toBe('true');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});
