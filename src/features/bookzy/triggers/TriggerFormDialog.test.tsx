import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import { render } from '~/testing/render';
import { newTriggerValues } from './triggerForm';
import { TriggerFormDialog } from './TriggerFormDialog';

function renderForm(onSave = vi.fn(async () => true), onClose = vi.fn()) {
  render(<TriggerFormDialog title="New trigger" submitLabel="Create trigger" initialValues={newTriggerValues([])} onClose={onClose} onSave={onSave} />);
  return { onSave, onClose, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Create trigger' })) };
}

describe('TriggerFormDialog', () => {
  it('refuses an empty name and a colour that is not #rrggbb, and saves nothing', async () => {
    const { onSave, submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'green' } });
    submit();
    expect(await screen.findByText('Is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a colour like #2f9e44')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands on the rule with empty limits as null and amounts in cents, then closes', async () => {
    const { onSave, onClose, submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Quick flips ' } });
    fireEvent.change(screen.getByLabelText('Min price'), { target: { value: '$4.50' } });
    fireEvent.change(screen.getByLabelText('Max offers'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'FBA' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Quick flips', channel: 'FBA', minProfit: 300, minPrice: 450, maxOffers: 12, maxSalesRank: null }),
    );
  });

  it('switching to FBA moves a Lowest used price to Lowest FBA, tells the seller, and saves that', async () => {
    const { onSave, onClose, submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'FBA flips' } });
    expect(screen.getByRole('combobox', { name: 'Price source' })).toHaveValue('Lowest used');
    fireEvent.click(screen.getByRole('radio', { name: 'FBA' }));
    expect(screen.getByRole('combobox', { name: 'Price source' })).toHaveValue('Lowest FBA');
    expect(screen.getByRole('status')).toHaveTextContent('Price source is now Lowest FBA: Lowest used does not fit FBA.');
    fireEvent.click(screen.getByRole('combobox', { name: 'Price source' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lowest FBA', 'Buy box']);
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ channel: 'FBA', priceSource: 'LOWEST_FBA' }));
  }, 15_000);

  it('starts a new trigger in an accept colour, not the reject red, when green, blue and orange are taken', () => {
    render(
      <TriggerFormDialog
        title="New trigger"
        submitLabel="Create trigger"
        initialValues={newTriggerValues(['#2f9e44', '#1c7ed6', '#f08c00'])}
        onClose={vi.fn()}
        onSave={vi.fn(async () => true)}
      />,
    );
    expect(screen.getByLabelText('Colour')).not.toHaveValue('#e03131');
    expect(screen.getByLabelText('Colour')).toHaveValue('#0c8599');
  });

  it.each([
    ['Max offers', '2.5', 'Must be a whole number'],
    ['Max offers', '1e9', 'Enter a number like 12'],
    ['Max sales rank', '-100', 'Must not be negative'],
    ['Max sales rank', '100000001', 'Must be at most 100,000,000'],
    ['Min price', '-5', 'Must not be negative'],
    ['Min price', 'cheap', 'Enter a number like 12.50'],
    ['Min profit', '1e9', 'Enter a number like 12.50'],
  ])('%s of %j stays shown with "%s", and the trigger is not saved', async (label, typed, error) => {
    const { onSave, submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Quick flips' } });
    fireEvent.change(screen.getByLabelText(label), { target: { value: typed } });
    expect(screen.getByLabelText(label)).toHaveValue(typed);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(error.replace(/[$.]/g, '\\$&')));
    expect(screen.getByRole('button', { name: 'Create trigger' })).toBeDisabled();
    submit();
    fireEvent.submit(screen.getByLabelText(label).closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a loss as a min profit and a rank with thousands commas', async () => {
    const { onSave, submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anything' } });
    fireEvent.change(screen.getByLabelText('Min profit'), { target: { value: '-$1.50' } });
    fireEvent.change(screen.getByLabelText('Max sales rank'), { target: { value: '2,000,000' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ minProfit: -150, maxSalesRank: 2_000_000 })));
  });

  it("shows the server's refusal under the field it names and stays open", async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError(107, 'name must have at most 40 characters; The device is not active.', 400);
    });
    const { onClose, submit } = renderForm(refuse);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Quick flips' } });
    submit();
    expect(await screen.findByText('Must have at most 40 characters')).toBeInTheDocument();
    expect(screen.getByText('The device is not active.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
