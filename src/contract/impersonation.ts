import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDateTime, opaqueToken } from './fields';
import { tokenPair } from './session';

/**
 * Login as user (admin area): staff get a single-use code that opens the seller app in a new tab.
 * The tab exchanges the code for a short session marked with the staff member's name; the token
 * itself never travels in an address.
 */
export const IMPERSONATION_SESSION_MINUTES = 60;
/** The seller app's page that exchanges the code; the code travels in the fragment, which no server sees. */
export const IMPERSONATION_PAGE = '/impersonate';

/** Who opened this session as the seller, as GET user tells the seller app (its banner). */
export const impersonationSchema = z.object({
  staffName: z.string(),
  staffEmail: z.string(),
  endsAt: z.nullable(isoDateTime),
});
export type Impersonation = z.infer<typeof impersonationSchema>;

export const impersonationApi = {
  exchange: sellerEndpoint({
    method: 'POST',
    path: 'user/impersonation',
    summary: "Exchange a staff member's single-use code for a short session as the seller",
    access: 'public',
    body: z.object({ code: opaqueToken }),
    reply: tokenPair,
  }),
};
