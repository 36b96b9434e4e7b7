import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookzyDevicesApi } from '~/contract/bookzy';
import { render } from '~/testing/render';
import { CostField } from './CostField';

function renderField() {
  const onSave = vi.fn();
  render(
    <CostField label="Buy cost" description="What you pay per book" value={25} rule={bookzyDevicesApi.setBuyCost.body.shape.buyCost} onSave={onSave} />,
  );
  const field = screen.getByLabelText('Buy cost');
  return { onSave, field, save: screen.getByRole('button', { name: 'Save' }) };
}

describe("a Bookzy device's cost", () => {
  it.each([
    ['1e9', 'Enter a number like 12.50'],
    ['-5', 'Must not be negative'],
    ['abc', 'Enter a number like 12.50'],
    ['10000.01', 'Must be at most $10,000.00'],
    ['', 'Enter an amount'],
  ])('%j stays shown with "%s" and is not saved, by the button or Enter', (typed, error) => {
    const { onSave, field, save } = renderField();
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.change(field, { target: { value: typed } });
    expect(field).toHaveValue(typed);
    expect(field).toHaveAccessibleDescription(new RegExp(error.replace(/[$.]/g, '\\$&')));
    expect(save).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a typed amount in cents, 2.5 being $2.50', () => {
    const { onSave, field } = renderField();
    fireEvent.change(field, { target: { value: '2.5' } });
    fireEvent.submit(field.closest('form')!);
    expect(onSave).toHaveBeenCalledWith(250);
  });
});
