import { z } from 'zod/mini';
import { invitationFinalizeBody } from './account';
import { sellerEndpoint } from './endpoint';
import { currentPassword, newPassword } from './fields';
import { usState } from './usStates';

/**
 * The seller's own details (account '' tab). The spec shows the profile page but not its calls:
 * these are Folio's. The fields and their rules are the registration form's (invitationFinalizeBody),
 * so a profile saved here is one that registration would have accepted: invoices need the address.
 */

export const profileBody = z.omit(invitationFinalizeBody, { token: true, password: true });
export type ProfileBody = z.input<typeof profileBody>;

export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for accounts opened from the sign-up form, which asks only for names. */
  companyName: z.nullable(z.string()),
  /** +1 and ten digits. */
  phone: z.nullable(z.string()),
  addressLine1: z.nullable(z.string()),
  addressLine2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(usState),
  zip: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const passwordChangeBody = z.object({ currentPassword, newPassword });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

export const profileApi = {
  read: sellerEndpoint({
    method: 'GET',
    path: 'user/profile',
    summary: "The seller's name, business, phone and address",
    reply: profileSchema,
  }),
  update: sellerEndpoint({
    method: 'PUT',
    path: 'user/profile',
    summary: "Change the seller's name, business, phone and address (the registration form's rules)",
    body: profileBody,
    reply: profileSchema,
  }),
  /** Signs out every other session: whoever knew the old password is out. This one stays signed in. */
  changePassword: sellerEndpoint({
    method: 'PUT',
    path: 'user/password',
    summary: 'Change the password, given the current one; signs out every other session',
    ownerOnly: true,
    body: passwordChangeBody,
  }),
};
