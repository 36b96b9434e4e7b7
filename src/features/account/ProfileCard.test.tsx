import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import { ErrorCode, type Profile } from '~/contract';
import { renderInRouter } from '~/testing/render';
import { ProfileCard } from './ProfileCard';

const save = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false, error: null as unknown }));
vi.mock('~/api/profile/mutations', () => ({ useSaveProfile: () => save }));

const PROFILE: Profile = {
  email: 'robin@folio.test', firstName: 'Robin', lastName: 'Hale', companyName: 'Hale Books', phone: '+14155550132',
  addressLine1: '12 Harbor Road', addressLine2: null, city: 'Sausalito', state: 'CA', zip: '94965',
};
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

beforeEach(() => {
  save.mutate.mockReset();
  save.error = null;
});

describe('the profile form', { timeout: 30_000 }, () => {
  it('shows the saved details, the phone as people write it, and saves nothing until something changed', () => {
    renderInRouter(<ProfileCard profile={PROFILE} />);
    expect(field('Phone number')).toHaveValue('(415) 555-0132');
    expect(field('City')).toHaveValue('Sausalito');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  });

  it("checks each field with the registration form's rules before sending", () => {
    renderInRouter(<ProfileCard profile={PROFILE} />);
    fireEvent.change(field('ZIP code'), { target: { value: '9496' } });
    fireEvent.change(field('First name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Must be a 5-digit ZIP code, or ZIP+4')).toBeInTheDocument();
    expect(screen.getByText('Is required')).toBeInTheDocument();
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('sends the changed details, and puts a field the server refuses beside that field', () => {
    renderInRouter(<ProfileCard profile={PROFILE} />);
    fireEvent.change(field('Business name'), { target: { value: 'Hale & Daughters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(save.mutate).toHaveBeenCalledTimes(1);
    const [sent, callbacks] = save.mutate.mock.calls[0]!;
    expect(sent).toMatchObject({ companyName: 'Hale & Daughters', phone: '(415) 555-0132', state: 'CA', zip: '94965' });
    const refusal = new ApiError(ErrorCode.VALIDATION_FAILED, 'city must have at most 80 characters.', 400);
    save.error = refusal;
    act(() => callbacks.onError(refusal));
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a state typed by name with Enter, or with Tab, and keeps a chosen state when the field is tabbed through', async () => {
    const user = userEvent.setup();
    renderInRouter(<ProfileCard profile={PROFILE} />);
    const state = screen.getByRole('combobox', { name: /^State/ });
    await user.clear(state);
    await user.type(state, 'Oregon{Enter}');
    expect(state).toHaveValue('Oregon (OR)');

    await user.clear(state);
    await user.type(state, 'wa');
    await user.tab();
    expect(state).toHaveValue('Washington (WA)');

    await user.click(state);
    await user.tab();
    expect(state).toHaveValue('Washington (WA)');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(save.mutate.mock.calls[0]![0]).toMatchObject({ state: 'WA' });
  });
});
