import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import { ErrorCode } from '~/contract';
import { render } from '~/testing/render';
import { SignupPage } from './SignupPage';

const signup = vi.hoisted(() => ({ mutate: vi.fn(), reset: vi.fn(), isPending: false, isSuccess: false, error: null as unknown }));
vi.mock('~/api/auth/mutations', () => ({ useSignupMutation: () => signup }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a> }));

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

function fillIn() {
  fireEvent.change(field('First name'), { target: { value: 'Robin' } });
  fireEvent.change(field('Last name'), { target: { value: 'Hale' } });
  fireEvent.change(field('Email'), { target: { value: 'robin@folio.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'books-and-more-1' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  signup.mutate.mockReset();
  signup.error = null;
});

describe('sign-up from a referral link', () => {
  it('sends the code of the link it was opened from', () => {
    render(<SignupPage referralCode="RAVEN42K" />);
    expect(field('Referral code')).toHaveValue('RAVEN42K');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signup.mutate.mock.calls[0]![0]).toMatchObject({ email: 'robin@folio.test', referralCode: 'RAVEN42K', acceptTerms: true });
  });

  it('sends no code when there is no link, or the seller empties the field', () => {
    const { unmount } = render(<SignupPage />);
    expect(screen.queryByRole('textbox', { name: /^Referral code/ })).toBeNull();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signup.mutate.mock.calls[0]![0]).not.toHaveProperty('referralCode');
    unmount();

    render(<SignupPage referralCode="RAVEN42K" />);
    fillIn();
    fireEvent.change(field('Referral code'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signup.mutate.mock.calls[1]![0]).not.toHaveProperty('referralCode');
  });

  it('says on the field when the code is not one, and when no seller has it', () => {
    render(<SignupPage referralCode="nope" />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signup.mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Is not a Folio referral code: check the link you followed')).toBeInTheDocument();

    fireEvent.change(field('Referral code'), { target: { value: 'RAVEN42K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const refusal = new ApiError(ErrorCode.VALIDATION_FAILED, 'referralCode is not a Folio referral code: check the link you followed.', 400);
    signup.error = refusal;
    act(() => signup.mutate.mock.calls[0]![1].onError(refusal));
    expect(field('Referral code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Is not a Folio referral code: check the link you followed')).toBeInTheDocument();
  });
});
