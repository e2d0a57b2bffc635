import { apiErrorSchema, type ApiError, type ErrorCode } from '@pepites/contracts';
import type { z } from 'zod';
import { i18n } from './i18n';

/** Every state-changing call carries this header; the server refuses those without it (CSRF). */
export const CSRF_HEADER = { 'X-Requested-With': 'pepites' } as const;

export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode | 'network_error',
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<ApiRequestError> {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(payload);
  const error: ApiError = parsed.success
    ? parsed.data
    : { code: 'internal_error', message: i18n.t('common:errors.generic') };
  return new ApiRequestError(response.status, error.code, error.message, error.fields);
}

/** Calls our API under /api with the current language; parses the answer with the contract's schema. */
export async function api<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language === 'en' ? 'en' : 'fr',
        ...(method === 'GET' ? {} : CSRF_HEADER),
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'network_error', i18n.t('common:errors.network'));
  }
  if (!response.ok) throw await readError(response);
  const data: unknown = response.status === 204 ? null : await response.json();
  return (schema ? schema.parse(data) : data) as z.infer<S>;
}
