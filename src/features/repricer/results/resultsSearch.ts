import { z } from 'zod/mini';
import { GROUP_TYPES, RESULT_CODES, RESULT_STATES } from '~/contract';

/**
 * The results screen's filters as the address keeps them, so a filtered view can be bookmarked,
 * shared and reloaded. A value that is not one of the contract's is dropped, not an error page.
 */
export const resultsSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  state: z.catch(z.optional(z.enum(RESULT_STATES)), undefined),
  code: z.catch(z.optional(z.enum(RESULT_CODES)), undefined),
  group: z.catch(z.optional(z.enum(GROUP_TYPES)), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(100_000))), undefined),
});
export type ResultsSearch = z.infer<typeof resultsSearchSchema>;
