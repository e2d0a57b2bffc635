import {
  apiQueryString,
  fillApiPath,
  type ApiBody,
  type ApiParams,
  type ApiPathEntry,
  type ApiQuery,
  type ApiResponse,
  type ApiRouteName,
} from '@pepites/contracts';
import { api } from './api-client';

// Only types come from the route table (`ApiBody`…, `import type` above): its zod schemas never
// reach the browser. The method and the path come from the entry the caller passes (`apiPath.x`,
// one plain export each), never from the whole table: each chunk carries only the entries it calls.

/** The empty object type: `Empty extends T` when every field of T is optional. */
type Empty = Record<never, never>;
/** Options of a part the route has not (never, or no field at all, as a path without parameters) are refused. */
type Has<T, Options> = [T] extends [never]
  ? Partial<Record<keyof Options, never>>
  : [keyof NonNullable<T>] extends [never]
    ? Partial<Record<keyof Options, never>>
    : Empty extends T
      ? Partial<Options>
      : Options;

/** What a request of route `Name` needs: exactly its path's parameters, its query and its body, when it has them. */
export type ApiRequestOptions<Name extends ApiRouteName> = Has<ApiParams<Name>, { params: ApiParams<Name> }> &
  Has<ApiQuery<Name>, { query: ApiQuery<Name> }> &
  Has<ApiBody<Name>, { body: ApiBody<Name> }> & { signal?: AbortSignal };

type OptionalWhenEmpty<Name extends ApiRouteName> =
  Empty extends ApiRequestOptions<Name> ? [options?: ApiRequestOptions<Name>] : [options: ApiRequestOptions<Name>];

/**
 * Calls the route of `entry` (`apiPath.x` in the contracts, its name typing the rest): builds its
 * path from `params` (each one percent-encoded) and `query`, sends `body`, and answers what the
 * route's response schema says it answers. `apiRequest(apiPath.listDetail, { params: { listId, userId } })`.
 */
export function apiRequest<Name extends ApiRouteName>(
  // `& { name: Name }`: TypeScript infers `Name` from the entry's name, not from `ApiPathEntry<Name>`.
  entry: ApiPathEntry<Name> & { readonly name: Name },
  ...[options]: OptionalWhenEmpty<Name>
): Promise<ApiResponse<Name>> {
  const { method, path } = entry;
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return api<ApiResponse<Name>>(`${fillApiPath(path, params)}${apiQueryString(query)}`, { method, body, signal });
}
