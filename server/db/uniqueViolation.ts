/**
 * Whether a database error is PostgreSQL's unique_violation (23505), as both drivers report it:
 * node-postgres on the error, PGlite through drizzle on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
