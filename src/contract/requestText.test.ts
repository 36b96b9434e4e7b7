import { describe, expect, it } from 'vitest';
import { allEndpoints } from './index';
import { fieldsOf } from './testing/schemaFields';

/**
 * PostgreSQL refuses the NUL character in text, so a NUL that passed the request check answered
 * 500. Every field of every call's path, query and body must refuse it at the check, so that the
 * caller gets a 400 that names the field; a call added later is covered the moment it is added.
 */
const WITH_NUL = 'a\u0000b';

const fields = allEndpoints.flatMap(({ name, endpoint }) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    fieldsOf(endpoint[part]).map((field) => ({ label: `${name} ${part}.${field.path}`, schema: field.schema })),
  ),
);

describe('text fields of every call', () => {
  it('exist (the walk found the contract)', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it.each(fields)('$label refuses a NUL character', ({ schema }) => {
    const result = schema.safeParse(WITH_NUL);
    expect(result.success).toBe(false);
  });
});
