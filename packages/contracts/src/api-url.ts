/**
 * What the API's paths are made of (the entries are in api-paths.ts), and how a request's URL is
 * written from one: its parameters filled in and its query string.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An entry of `apiPath` (api-paths.ts): the route's name there, its method and its path. */
export interface ApiPath {
  /** The entry's own export name, so that a call typed by the entry finds the route's schemas. */
  readonly name: string;
  readonly method: ApiMethod;
  /** Under /api, with `:name` for each parameter, as Fastify reads it. */
  readonly path: string;
}

/** The names of a path's parameters: `'listId' | 'userId'` for `/list/getById/:listId/user/:userId`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, each written into the path as text. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string | number };

/**
 * The path of `pattern` with its parameters filled in, each one percent-encoded (a video id or a
 * catalogue id may hold any character). A parameter left out is an error: the types prevent it,
 * this stops a caller that got around them.
 */
export function fillApiPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillApiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A query string of the parameters that have a value (`?a=1&b=x`), or an empty string. Undefined,
 * null and empty values are left out, as the server's defaults apply to them; an array repeats its key.
 */
export function apiQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
