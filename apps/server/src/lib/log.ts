import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

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

/** A path whose last segment is a live secret (the reset page's token, the email confirmation page's). */
const SECRET_PATH = /^(\/(?:api\/)?(?:reset-password|confirm-email)\/)(?!check$|confirm$)[^/?#]+/;

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

/** Standard output, or a test's stream. */
type LogDestination = Writable & { isTTY?: boolean };

/** LOG_FORMAT `auto`: readable lines for a person at a terminal, JSON lines for anything else (a file, a collector). */
export function wantsPrettyLogs(format: Config['logFormat'], output: { isTTY?: boolean } = process.stdout): boolean {
  return format === 'pretty' || (format === 'auto' && output.isTTY === true);
}

/**
 * Readable lines: time, level, message and the other fields on one line, an error's stack below.
 * pino redacts and serializes before this stream sees a line, so it shows what the JSON would. The
 * formatter is loaded only then: JSON lines, the production case, do without it (loading it
 * takes about 10 MB of resident memory).
 */
export async function prettyStream(destination?: LogDestination): Promise<Writable> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination: destination ?? 1,
    sync: true,
    colorize: (destination ?? process.stdout).isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

/**
 * The logger of the server process: level from LOG_LEVEL, redactions and safe serializers, as JSON
 * lines to standard output unless another stream is given (prettyStream's, a test's).
 */
export function loggerOptions(
  level: string,
  stream?: Writable,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: LOG_REDACT,
    serializers: {
      err: serializeError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * With readable logs, a request is one line at debug level (method, address as logged, status,
 * time) instead of two at info: on a terminal the warnings and errors stand out, and
 * LOG_LEVEL=debug shows the traffic. A request that failed is logged as in JSON.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.debug(
      `${request.method} ${loggableUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  }
}
