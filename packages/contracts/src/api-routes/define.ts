import type { z } from 'zod';
import type { ApiPath, PathParamNames } from '../api-url.js';

/** The answers of a route by status; the web reads the 200 (or 201) one. */
export type ResponseSchemas = { readonly [status: number]: z.ZodType };

/**
 * What a route validates and answers. `params` must read exactly the path's `:names` (a renamed
 * parameter fails here); a path without parameters has none. `consumes` marks an upload (multipart).
 */
export type RouteSchemas<Path extends string> = ([PathParamNames<Path>] extends [never]
  ? { readonly params?: never }
  : {
      readonly params: z.ZodType<
        { [Name in PathParamNames<Path>]: unknown },
        { [Name in PathParamNames<Path>]: string }
      >;
    }) & {
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: ResponseSchemas;
  readonly consumes?: readonly ['multipart/form-data'];
};

/** A route of the table: its name, method and path (its entry of `apiPath`) and its schemas. */
export type ApiRoute = ApiPath & {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: ResponseSchemas;
  readonly consumes?: readonly string[];
};

/** An entry of the table: the entry of `apiPath`, with the schemas added. */
export function route<const Path extends ApiPath, const Schemas extends RouteSchemas<Path['path']>>(
  path: Path,
  schemas: Schemas,
): Path & Schemas {
  return { ...path, ...schemas };
}
