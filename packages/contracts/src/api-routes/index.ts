import type { z } from 'zod';
import type * as apiPath from '../api-paths.js';
import type { PathParams } from '../api-url.js';
import { accountRoutes } from './accounts.js';
import { adminRoutes } from './admin.js';
import { availabilityRoutes } from './availability.js';
import { catalogRoutes } from './catalog.js';
import { commentRoutes } from './comments.js';
import { editorRoutes } from './editors.js';
import { followRoutes } from './follows.js';
import { importRoutes } from './imports.js';
import type { ApiRoute } from './define.js';
import { exportRoutes } from './exports.js';
import { listRoutes } from './lists.js';
import { notificationRoutes } from './notifications.js';
import { siteRoutes } from './site.js';

export { route, type ApiRoute, type RouteSchemas } from './define.js';

/** The name of a route: the name of its entry in `apiPath` (api-paths.ts). */
export type ApiRouteName = keyof typeof apiPath;
/** The entry of `apiPath` for route `Name`, as `apiRequest` takes it. */
export type ApiPathEntry<Name extends ApiRouteName = ApiRouteName> = (typeof apiPath)[Name];

/**
 * The API's JSON routes: the entries of `apiPath` with each route's schemas. The server registers
 * every route from here; the web reads only its types (`import type`), so zod stays out of the
 * browser's first load. An entry of `apiPath` without a route here, or the other way round, fails
 * to compile, and so does an entry whose `name` is not its export's name.
 */
const table = {
  ...accountRoutes,
  ...exportRoutes,
  ...listRoutes,
  ...notificationRoutes,
  ...siteRoutes,
  ...adminRoutes,
  ...catalogRoutes,
  ...importRoutes,
  ...followRoutes,
  ...commentRoutes,
  ...editorRoutes,
  ...availabilityRoutes,
} satisfies { readonly [Name in ApiRouteName]: ApiRoute & { readonly name: Name } };

/** A name here that `apiPath` does not have would have to be `never`: it fails to compile too. */
export const apiRoutes: typeof table & Record<Exclude<keyof typeof table, ApiRouteName>, never> = table;
export type ApiRoutes = typeof apiRoutes;

type RouteOf<Name extends ApiRouteName> = ApiRoutes[Name];
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** The path parameters of a route, by the names of its path (`:listId` → `listId`). */
export type ApiParams<Name extends ApiRouteName> = PathParams<RouteOf<Name>['path']>;
/** A query value as it goes into the URL: where the schema reads any text, a number is written as text too. */
type QueryValue<T> = T extends string ? (string extends T ? string | number : T) : T;
/** The query a route reads, as the caller writes it (the schema's input, numbers allowed for text). */
export type ApiQuery<Name extends ApiRouteName> =
  RouteOf<Name> extends { querystring: infer Q }
    ? { [Key in keyof SchemaInput<Q>]: QueryValue<SchemaInput<Q>[Key]> }
    : never;
/** The body a route reads: the schema's input, or a form for an upload. */
export type ApiBody<Name extends ApiRouteName> =
  RouteOf<Name> extends { body: infer B }
    ? SchemaInput<B>
    : RouteOf<Name> extends { consumes: readonly string[] }
      ? FormData
      : never;
/** What a route answers when it succeeds (its 200, 201 or 202 schema's output, as the server serialised it). */
export type ApiResponse<Name extends ApiRouteName> =
  RouteOf<Name> extends { response: infer R }
    ? R extends { 200: infer S extends z.ZodType }
      ? z.output<S>
      : R extends { 201: infer S extends z.ZodType }
        ? z.output<S>
        : R extends { 202: infer S extends z.ZodType }
          ? z.output<S>
          : never
    : never;
