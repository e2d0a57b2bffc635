import type { FastifyServerOptions } from 'fastify';

/**
 * What the logs may say. They carry no secret (cookies, passwords, tokens, reset links) and no
 * personal data a request brought (emails in query strings, texts in failed SQL parameters).
 */

const REDACTED = '[redacted]';

/** Secrets and session material never reach the logs, whatever object carries them. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'resetLink',
];

/** A path whose last segment is a live secret (the reset page's token). */
const SECRET_PATH = /^(\/(?:api\/)?reset-password\/)(?!check$|confirm$)[^/?#]+/;

/**
 * The URL as logged: secret path segments masked, query values dropped (their names stay, so the
 * log still says which filter or check was asked, never for whom).
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${path}?${names.join('&')}`;
}

/** Drizzle puts the failed statement's parameters (emails, message texts) in its error message. */
const stripParameters = (text: string) => text.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
};

/**
 * An error as logged: its type, message, stack, code and cause chain, but none of the values the
 * database echoes back (`detail`, `where`, query parameters) that may hold personal data.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: stripParameters(String(error)), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const message = stripParameters(error.message);
  return {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

/** The logger of the server process: level from LOG_LEVEL, redactions and safe serializers. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: LOG_REDACT,
    serializers: {
      err: serializeError,
      req: (request: LoggedRequest) => ({ method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip }),
    },
  };
}
