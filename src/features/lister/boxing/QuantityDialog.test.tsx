import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { unpacked } from './boxingFixtures';
import { QuantityDialog } from './QuantityDialog';

describe('the quantity dialog of the packing table', () => {
  it.each([
    ['2.5', 'Must be a whole number'],
    ['-5', 'Must be at least 1'],
    ['1e9', 'Enter a number like 12'],
    ['', 'Enter a number'],
    ['10000', 'Must be at most 9,999'],
  ])('keeps %j with "%s" on the field and saves nothing', (typed, error) => {
    const onSave = vi.fn();
    render(<QuantityDialog item={unpacked(1, 4)} boxed={2} onSave={onSave} onClose={vi.fn()} />);
    const field = screen.getByLabelText('Copies in the session');
    fireEvent.change(field, { target: { value: typed } });
    expect(field).toHaveValue(typed);
    expect(field).toHaveAccessibleDescription(new RegExp(error));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();
  });
});
