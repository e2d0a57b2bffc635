import { ApiRequestError } from '../../../lib/api-client';
import type { WarningBoxResult } from '../components/warning-box';

/**
 * What a refused request says in the form: the screen's own sentence with the server's
 * reason under it, or only the server's message when it is the whole story (429: try again later).
 */
export function failureResult(error: unknown, fallback: string): WarningBoxResult {
  if (!(error instanceof ApiRequestError)) return { tone: 'error', message: fallback };
  if (error.code === 'rate_limited') return { tone: 'error', message: error.message };
  return { tone: 'error', message: fallback, detail: error.message };
}

/** The server's message for one field of the form, when its 400 carries one. */
export function serverFieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fields?.[field] : undefined;
}
