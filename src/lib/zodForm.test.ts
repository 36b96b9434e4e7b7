// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signupBody } from '~/contract';
import { safeRedirectPath, zodFormValidator } from './zodForm';

describe('form validation from the contract', () => {
  it('gives one capitalised message per field, as the server would refuse them', () => {
    const errors = zodFormValidator(signupBody)({
      email: 'not-an-email',
      password: 'short',
      firstName: ' ',
      lastName: 'Reed',
      acceptTerms: false,
    });
    expect(errors).toEqual({
      email: 'Must be a valid email address',
      password: 'Must have at least 8 characters',
      firstName: 'Is required',
      acceptTerms: 'Must be accepted to create an account',
    });
  });

  it('accepts values the server accepts', () => {
    expect(
      zodFormValidator(signupBody)({ email: 'A@B.co', password: 'books4ever', firstName: 'Ann', lastName: 'Lee', acceptTerms: true }),
    ).toEqual({});
  });
});

describe('redirect targets after sign-in', () => {
  it('keeps paths on this site and drops other origins', () => {
    expect(safeRedirectPath('/account?tab=devices')).toBe('/account?tab=devices');
    expect(safeRedirectPath(`${window.location.origin}/sorter`)).toBe('/sorter');
    expect(safeRedirectPath('https://evil.example/phish')).toBe('/');
    expect(safeRedirectPath('//evil.example/phish')).toBe('/');
    expect(safeRedirectPath('/login?redirectUrl=/x')).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
  });
});
