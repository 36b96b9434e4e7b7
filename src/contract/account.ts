import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import {
  email,
  isoDateTime,
  newPassword,
  opaqueToken,
  optionalText,
  requiredText,
  usPhone,
  usZip,
} from './fields';
import { referralCode } from './payments/affiliation';
import { tokenPair } from './session';
import { usState } from './usStates';

/** Sign-up and password pages (spec 2.2). The spec shows the pages, not their calls: these are Folio's. */

export const signupBody = z.object({
  email,
  password: newPassword,
  firstName: requiredText(80),
  lastName: requiredText(80),
  companyName: optionalText(120),
  acceptTerms: z.literal(true, { error: 'must be accepted to create an account' }),
  /**
   * The code of the referral link the seller followed (/signup?ref=CODE; account/affiliation). A
   * code no seller has is refused on this field, so the page can say the link is wrong rather
   * than drop the referral unseen.
   */
  referralCode: z.optional(referralCode),
});
export type SignupBody = z.input<typeof signupBody>;

export const invitationFinalizeBody = z.object({
  token: opaqueToken,
  password: newPassword,
  firstName: requiredText(80),
  lastName: requiredText(80),
  companyName: requiredText(120),
  phone: usPhone,
  addressLine1: requiredText(120),
  addressLine2: optionalText(120),
  city: requiredText(80),
  state: usState,
  zip: usZip,
});
export type InvitationFinalizeBody = z.input<typeof invitationFinalizeBody>;

export const accountApi = {
  /**
   * Always succeeds the same way, so that the form does not reveal which addresses have accounts: a
   * new address is e-mailed a link that confirms it and creates the account (signupConfirm); an
   * address that has an account is e-mailed a sign-in reminder instead.
   */
  signup: sellerEndpoint({
    method: 'POST',
    path: 'user/signup',
    summary: 'E-mail a link that confirms the address and creates the seller account',
    access: 'public',
    idempotent: true,
    body: signupBody,
  }),
  signupConfirm: sellerEndpoint({
    method: 'POST',
    path: 'user/signup/confirm',
    summary: 'Create the account of a confirmed sign-up link and sign in',
    access: 'public',
    idempotent: true,
    body: z.object({ token: opaqueToken }),
    reply: tokenPair,
  }),
  /** Always succeeds, so that the page does not reveal which addresses have accounts. */
  forgotPassword: sellerEndpoint({
    method: 'POST',
    path: 'user/password/forgot',
    summary: 'E-mail a password reset link',
    access: 'public',
    idempotent: true,
    body: z.object({ email }),
  }),
  resetPassword: sellerEndpoint({
    method: 'POST',
    path: 'user/password/reset',
    summary: 'Set a new password with a reset link',
    access: 'public',
    idempotent: true,
    body: z.object({ token: opaqueToken, password: newPassword }),
  }),
  /** Always succeeds; an address that already has an account is sent a sign-in reminder instead. */
  registerSendLink: sellerEndpoint({
    method: 'POST',
    path: 'user/register/send-link',
    summary: 'E-mail a link to finish registration',
    access: 'public',
    idempotent: true,
    body: z.object({ email }),
  }),
  invitation: sellerEndpoint({
    method: 'GET',
    path: 'user/invitation/:token',
    summary: 'Read the address an invitation or registration link was sent to',
    access: 'public',
    params: z.object({ token: opaqueToken }),
    reply: z.object({ email: z.string(), expiresAt: isoDateTime }),
  }),
  finalizeInvitation: sellerEndpoint({
    method: 'POST',
    path: 'user/invitation/finalize',
    summary: 'Finish registration from a link and sign in',
    access: 'public',
    idempotent: true,
    body: invitationFinalizeBody,
    reply: tokenPair,
  }),
};
