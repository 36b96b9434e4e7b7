import { z } from 'zod/mini';

const value = (max: number) => z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);

/**
 * What the marketplace puts on the return address (sp/auth/complete): the code, the state Folio
 * sent and the seller id after Allow; error (access_denied after Deny) and its description. Named
 * as the marketplace names them: the real one calls its code spapi_oauth_code, the simulator code.
 * A value too long to be one is dropped, not an error page.
 */
export const authCompleteSearchSchema = z.object({
  code: value(2000),
  spapi_oauth_code: value(2000),
  state: value(200),
  selling_partner_id: value(40),
  error: value(100),
  error_description: value(300),
});
export type AuthCompleteSearch = z.infer<typeof authCompleteSearchSchema>;

/** The authorisation code, under either name. */
export const codeOf = (search: AuthCompleteSearch) => search.code ?? search.spapi_oauth_code;
