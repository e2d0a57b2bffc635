/**
 * Reading PostgreSQL errors through drizzle, which wraps the driver's error in `cause`. The same
 * SQLSTATE codes come from PGlite and from node-postgres.
 */

/** An error and its causes, outermost first (a few levels: drizzle's wrapper, the driver's error, a socket's). */
function causeChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The first value of `key` along an error's cause chain. */
function findInCauses(error: unknown, key: 'code' | 'constraint'): unknown {
  return causeChain(error).find((level) => level[key] !== undefined)?.[key];
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

/** The socket's own failures on the way to the database (refused, reset, unreachable, timed out). */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres says when a connection breaks or cannot be had: the server closed the socket,
 * a connection ("timeout expired") or a pool slot took too long, a client broken earlier was used
 * again, or the pool is already closed (the process is shutting down).
 */
const UNREACHABLE_MESSAGE =
  /^(connection terminated|timeout expired$|timeout exceeded when trying to connect|client has encountered a connection error|cannot use a pool after calling end)/i;

/**
 * SQLSTATE of a server going away or not ready: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 */
function isUnavailableState(state: string): boolean {
  return state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03';
}

/**
 * True when a query failed because the database could not be reached, not because of the query:
 * the request may succeed as it is once the database is back, so the caller is told to retry (a
 * 503), and the process carries on. Node reports a refused connection to several addresses as an
 * AggregateError whose code is on the AggregateError itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((level) => {
    const { code, message } = level;
    if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
    // Anchored: drizzle's own message ("Failed query: …") quotes the parameters, which a caller chose.
    return typeof message === 'string' && UNREACHABLE_MESSAGE.test(message);
  });
}

/**
 * What the database's absence looked like, in one short line for the log: the deepest cause's code
 * and message. The whole error would repeat the query and its stack on every request of an outage.
 */
export function unavailableReason(error: unknown): string {
  const root = causeChain(error).at(-1) ?? {};
  return [root.code, root.message].filter((part) => typeof part === 'string').join(' ');
}
