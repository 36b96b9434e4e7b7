import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '~/testing/render';
import { MoneyInput } from './MoneyInput';

function Harness({ initial }: { initial: number | null }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput label="Price" value={cents} onChange={setCents} />
      <output data-testid="cents">{String(cents)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it.each([
    ['1', 100],
    ['0.25', 25],
    ['12.5', 1250],
    ['3.999', 399],
  ])('hands on %s typed over an amount as %i cents', async (typed, cents) => {
    render(<Harness initial={25} />);
    const input = screen.getByLabelText('Price');
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    expect(screen.getByTestId('cents')).toHaveTextContent(String(cents));
  });

  it('shows cents as units with two decimals, and an empty field as none', async () => {
    render(<Harness initial={1005} />);
    expect(screen.getByLabelText('Price')).toHaveValue('$10.05');
    await userEvent.clear(screen.getByLabelText('Price'));
    expect(screen.getByTestId('cents')).toHaveTextContent('null');
  });
});
