import { z } from 'zod';

/** Field schemas shared by many calls, with the messages a person reads when one is wrong. */

/** Postgres integer ids: anything past 2^31-1 is refused here instead of failing in the database. */
export const recordId = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive number' })
  .max(2_147_483_647, { error: 'is too large' });

export const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'is required' })
  .max(254, { error: 'is too long' })
  .pipe(z.email({ error: 'must be a valid email address' }));

/** Passwords people choose. Long inputs are refused because hashing them costs the server. */
export const newPassword = z
  .string({ error: 'is required' })
  .min(8, { error: 'must have at least 8 characters' })
  .max(128, { error: 'must have at most 128 characters' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), {
    error: 'must contain a letter and a digit',
  });

/** A password typed to sign in: no rules beyond presence, so old passwords keep working. */
export const currentPassword = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(128, { error: 'must have at most 128 characters' });

export function requiredText(max: number) {
  return z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must have at most ${max} characters` });
}

export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must have at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : null));
}

/** Opaque one-time tokens (refresh tokens, e-mailed links): base64url, bounded. */
export const opaqueToken = z
  .string({ error: 'is required' })
  .min(16, { error: 'is not a valid link or token' })
  .max(200, { error: 'is not a valid link or token' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'is not a valid link or token' });

export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();

/** US phone numbers in any common layout, kept as +1 and ten digits. */
export const usPhone = z
  .string({ error: 'is required' })
  .trim()
  .transform((value) => value.replace(/\D/g, ''))
  .transform((digits) => (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits))
  .refine((digits) => /^[2-9]\d{2}[2-9]\d{6}$/.test(digits), {
    error: 'must be a US phone number with area code, like (415) 555-0132',
  })
  .transform((digits) => `+1${digits}`);

export const usZip = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { error: 'must be a 5-digit ZIP code, or ZIP+4' });
