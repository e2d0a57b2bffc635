import { z } from 'zod';

/** Stable error codes: the client may branch on them; `message` is already in the caller's language. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'account_suspended',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'invalid_credentials',
  'username_taken',
  'email_taken',
  'invalid_reset_token',
  'invalid_email_change_token',
  'csrf_failed',
  'internal_error',
  'upstream_unavailable',
  'service_unavailable',
  'unavailable',
  'request_timeout',
  'headers_too_large',
  'export_in_progress',
  'export_expired',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
