import { ApiRequestError } from '../../../lib/api-client';

/**
 * The server's sentence about a refused request (a 400's message about the file, 409 already
 * running, 413, 429), already in the member's language; null when no answer came.
 */
export function serverMessage(cause: unknown): string | null {
  if (!(cause instanceof ApiRequestError) || cause.code === 'network_error') return null;
  return cause.fields?.file ?? cause.message;
}
