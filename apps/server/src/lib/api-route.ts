import type { ApiRoute } from '@pepites/contracts';

/** What the OpenAPI document says of a route besides its schemas. */
export interface RouteDoc {
  tags: string[];
  summary: string;
}

type Schemas<Route extends ApiRoute> = Omit<Route, 'name' | 'method' | 'path'>;

/**
 * A route of the contracts' table (`apiRoutes`) as Fastify registers it: its method and path from
 * the table, and its schemas from the table too, so the zod type provider checks the handler's
 * answer against the very schema the web's types are read from.
 * `app.route({ ...apiRoute(apiRoutes.listDetail, { tags, summary }), handler })`.
 */
export function apiRoute<const Route extends ApiRoute>(
  route: Route,
  doc: RouteDoc,
): { method: Route['method']; url: Route['path']; schema: Schemas<Route> & RouteDoc } {
  // The entry's name types the web's calls; Fastify's schema has no use for it.
  const { name: _name, method, path, ...schemas } = route;
  return { method, url: path, schema: { ...schemas, ...doc } };
}
