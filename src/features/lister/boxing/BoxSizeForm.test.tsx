import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { BoxSizeForm } from './BoxSizeForm';

const empty = { length: null, width: null, height: null, weight: null };

function renderForm() {
  const onSubmit = vi.fn(async () => true);
  render(<BoxSizeForm name="New box" initial={empty} submitLabel="New box" onSubmit={onSubmit} resetOnSave />);
  const form = screen.getByRole('form', { name: 'New box' });
  return { onSubmit, form, field: (label: string) => within(form).getByLabelText(label), button: within(form).getByRole('button', { name: 'New box' }) };
}

describe('a box size form', () => {
  it.each([
    ['Height (in)', '1e9', 'Enter a number like 12.5'],
    ['Width (in)', '-12', 'Must be at least 0.1'],
    ['Length (in)', 'abc', 'Enter a number like 12.5'],
    ['Weight (lb)', '2000.5', 'Must be at most 2,000.0'],
  ])('%s of %j says "%s" on the field and creates no box', async (label, typed, error) => {
    const { onSubmit, form, field, button } = renderForm();
    fireEvent.change(field('Length (in)'), { target: { value: '18' } });
    fireEvent.change(field(label), { target: { value: typed } });
    expect(field(label)).toHaveValue(typed);
    expect(field(label)).toHaveAccessibleDescription(error);
    expect(button).toBeDisabled();
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on what was typed in tenths, 0 as not measured, and empties itself once saved', async () => {
    const { onSubmit, field, button } = renderForm();
    fireEvent.change(field('Length (in)'), { target: { value: '18' } });
    fireEvent.change(field('Width (in)'), { target: { value: '0' } });
    fireEvent.change(field('Weight (lb)'), { target: { value: '9.5' } });
    fireEvent.click(button);
    await waitFor(() => expect(field('Length (in)')).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledWith({ length: 180, width: 0, height: null, weight: 95 });
  });
});
