const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error (as pg or PGlite raise it, possibly wrapped by
 * drizzle's DrizzleQueryError in `cause`) is a unique violation of `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) {
      const named = 'constraint' in current ? current.constraint : undefined;
      return named === constraint || current.message.includes(constraint);
    }
    current = current.cause;
  }
  return false;
}
