import type { z } from 'zod/mini';

/**
 * Checks form values with a contract schema, the same one the server applies, and returns
 * Mantine-form errors keyed by field: the first message of each field, capitalised.
 */
export function zodFormValidator<S extends z.ZodMiniType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
    }
    return errors;
  };
}

/** A redirect target is kept only if it is a path on this site, never another origin. */
export function safeRedirectPath(target: string | undefined, fallback = '/'): string {
  if (!target) return fallback;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/login') || path.startsWith('/signup') ? fallback : path;
  } catch {
    return fallback;
  }
}
