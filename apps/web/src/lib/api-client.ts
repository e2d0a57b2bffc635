import type { ApiTransport, ErrorCode } from '@pepites/contracts';
import { currentLang, i18n } from './i18n';
import { requestScope } from './request-scope';

/** Every state-changing call carries this header; the server refuses those without it (CSRF). */
export const CSRF_HEADER = { 'X-Requested-With': 'pepites' } as const;

export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode | 'network_error',
    message: string,
    public readonly fields?: Record<string, string>,
    /** The answer's body when it is not an error's (a 409 reorder carries the list's current order). */
    public readonly payload?: unknown,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

interface ErrorPayload {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

function isErrorPayload(payload: unknown): payload is ErrorPayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const { message, code } = payload as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string';
}

type ApiResponse = Awaited<ReturnType<ApiTransport>>;

async function readError(response: ApiResponse): Promise<ApiRequestError> {
  const payload: unknown = await response.json().catch(() => null);
  if (!isErrorPayload(payload)) {
    return new ApiRequestError(
      response.status,
      'internal_error',
      i18n.t('common:errors.generic', { lng: currentLang() }),
      undefined,
      payload,
    );
  }
  return new ApiRequestError(response.status, payload.code, payload.message, payload.fields);
}

/**
 * The transport of our API under /api, in the current language: over the network in the browser,
 * in the same process when the server renders a page (as that page's visitor). Features call
 * `apiRequest` (`api-request.ts`), which builds the path from the contracts' route table and types
 * `T` as the route's response schema: the server serialises every response through that schema, so
 * the browser does not parse it again (and zod stays out of the first load).
 */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const isForm = body instanceof FormData;
  const scope = requestScope();
  const lang = currentLang();
  const headers = {
    Accept: 'application/json',
    'Accept-Language': lang,
    ...(method === 'GET' ? {} : CSRF_HEADER),
    ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
  };
  let response: ApiResponse;
  try {
    response = scope
      ? await scope.fetchApi(path, {
          method,
          headers,
          body: body === undefined || isForm ? undefined : JSON.stringify(body),
        })
      : await fetch(`/api${path}`, {
          method,
          signal,
          credentials: 'same-origin',
          headers,
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'network_error', i18n.t('common:errors.network', { lng: lang }));
  }
  if (!response.ok) throw await readError(response);
  return (response.status === 204 ? null : await response.json()) as T;
}
