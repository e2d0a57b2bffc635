import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  /** In OpenAPI's spelling (`/api/user/{id}`), so it can be compared with the document. */
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`), e.g. the documentation's own routes. */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, hidden ones included: what the leak and authorization tests walk. */
    routeList: RegisteredRoute[];
  }
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export const routeListPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) {
      // Fastify adds a HEAD route beside each GET; it answers like its GET.
      if (method === 'HEAD') continue;
      routes.push({ method, url: openApiPath(route.url), hidden });
    }
  });
});
