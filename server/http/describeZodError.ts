import type { z } from 'zod/mini';

export type InputPart = 'path' | 'query' | 'body';

const partNames: Record<InputPart, string> = {
  path: 'The address',
  query: 'The query',
  body: 'The request body',
};

/** One readable sentence for a failed request check: "email must be a valid email address". */
export function describeZodError(error: z.core.$ZodError, part: InputPart): string {
  const sentences = error.issues.slice(0, 5).map((issue) => {
    if (issue.path.length === 0) return `${partNames[part]} is not what this call expects (${issue.message}).`;
    const field = issue.path.join('.');
    const startsLower = /^[a-z]/.test(issue.message);
    return startsLower ? `${field} ${issue.message}` : `${field}: ${issue.message}`;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `${sentences.join('; ')}${more}.`.replace(/\.\.$/, '.');
}
