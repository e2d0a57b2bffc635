import type { Socket } from 'node:net';
import { errorMessages, pickLang, type ErrorCode } from '@pepites/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers for requests that never reach a route. Node's HTTP parser rejects malformed requests
 * (a bad header line, headers over the size limit, Content-Length with chunked encoding) before
 * Fastify sees them, and Fastify refuses URLs it cannot decode; both would otherwise answer with
 * Fastify's English `{error, statusCode}`. They get our `{message, code}` shape too.
 */

const STATUS_OF_CLIENT_ERROR: Record<string, [number, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The language asked in the raw bytes Node had received, when they got that far. */
function languageOf(rawPacket: unknown) {
  if (!Buffer.isBuffer(rawPacket)) return pickLang(undefined);
  const header = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(rawPacket.toString('latin1'));
  return pickLang(header?.[1]);
}

/** Fastify's `clientErrorHandler`: a JSON error in our shape, then the connection is closed. */
export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = STATUS_OF_CLIENT_ERROR[error.code ?? ''] ?? [400, 'bad_request'];
  const body = JSON.stringify({ message: errorMessages[code][languageOf(error.rawPacket)], code });
  this.log.debug({ code: error.code }, 'malformed request refused');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, or a parameter over its length limit. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = pickLang(request.headers['accept-language']);
  void reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send({ message: errorMessages.bad_request[lang], code: 'bad_request' satisfies ErrorCode });
  request.log.debug({ code: error.code }, 'unroutable request refused');
}
