import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '~/testing/render';
import { TenthsInput } from './TenthsInput';

function Harness({ initial }: { initial: number | null }) {
  const [tenths, setTenths] = useState<number | null>(initial);
  return (
    <>
      <TenthsInput label="Weight (lb)" value={tenths} onChange={setTenths} />
      <output data-testid="tenths">{String(tenths)}</output>
    </>
  );
}

describe('TenthsInput', () => {
  it.each([
    ['1', 10],
    ['12.5', 125],
    ['0.1', 1],
    ['3.99', 39],
  ])('hands on %s typed as %i tenths', async (typed, tenths) => {
    render(<Harness initial={null} />);
    const input = screen.getByLabelText('Weight (lb)');
    await userEvent.type(input, typed);
    expect(screen.getByTestId('tenths')).toHaveTextContent(String(tenths));
  });

  it('shows tenths as units with one decimal, and an empty field as none', async () => {
    render(<Harness initial={125} />);
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('12.5');
    await userEvent.clear(screen.getByLabelText('Weight (lb)'));
    expect(screen.getByTestId('tenths')).toHaveTextContent('null');
  });
});
