/**
 * Reading PostgreSQL errors through drizzle, which wraps the driver's error in `cause`. The same
 * SQLSTATE codes come from PGlite and from node-postgres.
 */

/** The first value of `key` along an error's cause chain. */
function findInCauses(error: unknown, key: 'code' | 'constraint'): unknown {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const value = (current as Record<string, unknown>)[key];
    if (value !== undefined) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (five characters), if there is one along the cause chain. */
export function sqlState(error: unknown): string | undefined {
  const code = findInCauses(error, 'code');
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** True when a database error is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** Which unique index a violation hit, to tell a taken username from a taken email. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = findInCauses(error, 'constraint');
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * True when the database refused a value rather than failed: class 22 "data exception" (a NUL
 * byte, a number out of range, text too long, a malformed literal) and 54 "program limit exceeded"
 * (a value too large to index). Input validation should have caught it; when it did not, the
 * caller sent bad input, which is a 400, never a 500.
 */
export function isRefusedValue(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('54'));
}
