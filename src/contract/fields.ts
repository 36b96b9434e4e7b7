import { z } from 'zod/mini';

/**
 * Field schemas shared by many calls, with the messages a person reads when one is wrong. The
 * contract uses zod/mini: the same checks as classic zod at a third of the size in the browser.
 */

/**
 * Text as the server stores it. PostgreSQL cannot hold the NUL character, so every text field
 * refuses it here, where the answer names the field, instead of failing in the database.
 */
export function text(error = 'must be text') {
  return z
    .string({ error })
    .check(z.refine((value: string) => !value.includes('\u0000'), { error: 'must not contain a NUL character' }));
}

/** A colour as the screens' pickers give it: # and six hex digits. */
export const hexColor = z.string({ error: 'is required' }).check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #2f9e44' }));

/** Postgres integer ids: anything past 2^31-1 is refused here instead of failing in the database. */
export const recordId = z.pipe(
  z.coerce.number({ error: 'must be a whole number' }),
  z
    .int({ error: 'must be a whole number' })
    .check(z.positive({ error: 'must be a positive number' }), z.maximum(2_147_483_647, { error: 'is too large' })),
);

export const email = z.pipe(
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(254, { error: 'is too long' }),
    ),
  z.email({ error: 'must be a valid email address' }),
);

/** Passwords people choose. Long inputs are refused because hashing them costs the server. */
export const newPassword = text('is required').check(
    z.minLength(8, { error: 'must have at least 8 characters' }),
    z.maxLength(128, { error: 'must have at most 128 characters' }),
    z.refine((value: string) => /[A-Za-z]/.test(value) && /\d/.test(value), {
      error: 'must contain a letter and a digit',
    }),
  );

/** A password typed to sign in: no rules beyond presence, so old passwords keep working. */
export const currentPassword = text('is required').check(z.minLength(1, { error: 'is required' }), z.maxLength(128, { error: 'must have at most 128 characters' }));

export function requiredText(max: number) {
  return text('is required').check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(max, { error: `must have at most ${max} characters` }),
    );
}

export function optionalText(max: number) {
  return z.pipe(
    z.optional(text().check(z.trim(), z.maxLength(max, { error: `must have at most ${max} characters` }))),
    z.transform((value: string | undefined) => (value ? value : null)),
  );
}

/** Opaque one-time tokens (refresh tokens, e-mailed links): base64url, bounded. */
export const opaqueToken = z
  .string({ error: 'is required' })
  .check(
    z.minLength(16, { error: 'is not a valid link or token' }),
    z.maxLength(200, { error: 'is not a valid link or token' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: 'is not a valid link or token' }),
  );

/** A query-string flag: the text true or false. */
export const queryFlag = z.pipe(
  z.enum(['true', 'false'], { error: 'must be true or false' }),
  z.transform((value: 'true' | 'false') => value === 'true'),
);

export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();

/** The ten digits of a US phone number typed in any common layout, a leading 1 dropped. */
function usPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** US phone numbers in any common layout, kept as +1 and ten digits. */
export const usPhone = z.pipe(
  z.pipe(z.string({ error: 'is required' }), z.transform(usPhoneDigits)),
  z.pipe(
    z.string().check(
      z.refine((digits: string) => /^[2-9]\d{2}[2-9]\d{6}$/.test(digits), {
        error: 'must be a US phone number with area code, like (415) 555-0132',
      }),
    ),
    z.transform((digits: string) => `+1${digits}`),
  ),
);

export const usZip = z
  .string({ error: 'is required' })
  .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, { error: 'must be a 5-digit ZIP code, or ZIP+4' }));
