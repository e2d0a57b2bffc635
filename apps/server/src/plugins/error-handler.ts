import {
  availabilityMessages,
  communityMessages,
  errorMessages,
  translateMessage,
  validationMessages,
  type ApiError,
  type ErrorCode,
  type Lang,
} from '@pepites/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, isRefusedValue, unavailableReason } from '../lib/db-errors.js';
import { AppError } from '../lib/errors.js';

function body(code: ErrorCode, lang: Lang, fields?: Record<string, string>, messageKey?: string): ApiError {
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translateMessage(key, lang)]))
    : undefined;
  const message = messageKey ? translateMessage(messageKey, lang) : errorMessages[code][lang];
  return { message, code, ...(translated ? { fields: translated } : {}) };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) keep their status. */
const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Seconds a caller is asked to wait while the database is away: a restart takes a second or two. */
export const DATABASE_RETRY_AFTER_S = 2;

function send(reply: FastifyReply, status: number, payload: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const pathParts = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const field = pathParts.map(String).join('.') || error.validationContext || 'body';
    // zod's own wording (English, technical) never reaches the user: unknown texts become a generic key.
    const message = issue.message ?? '';
    const known = message in validationMessages || message in communityMessages || message in availabilityMessages;
    const key = message && known ? message : 'field.invalid';
    if (!(field in fields)) fields[field] = key;
  }
  return fields;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'fr';
    if (error instanceof AppError) {
      return send(reply, error.statusCode, body(error.code, lang, error.fields, error.messageKey));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, body('validation_failed', lang, fieldsFromValidation(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 500, body('internal_error', lang));
    }
    if (error.code === 'FST_UNDER_PRESSURE') return send(reply, 503, body('service_unavailable', lang));
    if (isDatabaseUnavailable(error)) {
      // A restart, a failover or a network cut: the same request may succeed in a moment.
      request.log.warn({ reason: unavailableReason(error) }, 'the database is unavailable');
      void reply.header('retry-after', DATABASE_RETRY_AFTER_S);
      return send(reply, 503, body('unavailable', lang));
    }
    if (isRefusedValue(error)) {
      // Validation let through a value the database refuses: the input is at fault, not the server.
      request.log.warn({ err: error }, 'the database refused a value of this request');
      return send(reply, 400, body('bad_request', lang));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, body(FASTIFY_CODES[status] ?? 'bad_request', lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, body('internal_error', lang));
  });

  // Pages have routes of their own (plugins/web.ts): what reaches here matched nothing.
  app.setNotFoundHandler((request, reply) => send(reply, 404, body('not_found', request.lang ?? 'fr')));
});
