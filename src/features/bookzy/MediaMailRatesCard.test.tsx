import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEDIA_MAIL_RATES } from '~/contract/bookzy';
import { renderInRouter } from '~/testing/render';
import { MediaMailRatesCard } from './MediaMailRatesCard';

const saveBookzyChange = vi.hoisted(() => vi.fn(async () => true));
vi.mock('./useBookzyWrite', () => ({ saveBookzyChange }));
vi.mock('./useBookzyData', () => ({
  useMediaMailRates: () => ({ query: { status: 'success', data: DEFAULT_MEDIA_MAIL_RATES }, rates: DEFAULT_MEDIA_MAIL_RATES }),
}));
vi.mock('~/components/QueryStatus', () => ({ QueryStatus: () => null }));

describe('media mail rates', () => {
  it.each([
    ['Base rate (first pound)', '1e9', 'Enter a number like 12.50'],
    ['Base rate (first pound)', '-5', 'Must not be negative'],
    ['Break point (pounds)', '2.5', 'Must be a whole number'],
    ['Break point (pounds)', '71', 'Must be at most 70'],
    ['Ship for less by', 'abc', 'Enter a number like 12.50'],
  ])('%s of %j says "%s" on the field, and nothing is saved', (label, typed, error) => {
    renderInRouter(<MediaMailRatesCard />);
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value: typed } });
    expect(field).toHaveValue(typed);
    expect(field).toHaveAccessibleDescription(error);
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(saveBookzyChange).not.toHaveBeenCalled();
  });

  it('saves typed amounts in cents', async () => {
    renderInRouter(<MediaMailRatesCard />);
    fireEvent.change(screen.getByLabelText('Base rate (first pound)'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Break point (pounds)'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(saveBookzyChange).toHaveBeenCalled());
    expect(saveBookzyChange).toHaveBeenCalledWith(
      'rates.saveMediaMail',
      { body: { ...DEFAULT_MEDIA_MAIL_RATES, baseRate: 400, breakPoint: 9 } },
      'Media mail rates',
    );
  });
});
