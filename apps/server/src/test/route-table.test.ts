import { apiPath } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';

/**
 * The API's JSON routes are the contracts' table (`apiPath`, docs/decisions/027-typed-api-routes.md):
 * every route the server registers under /api is in it, and every entry of it is registered, with
 * the same method and path. What is not JSON stays out, named here.
 */
const OUTSIDE_THE_TABLE = [
  (route: string) => route.startsWith('GET /api/docs'),
  (route: string) => route.startsWith('GET /api/catalog/images/'),
  (route: string) => route === 'GET /api/lists/{id}/preview.png',
  (route: string) => route === 'GET /api/uploads/{id}',
  (route: string) => route === 'GET /api/notifications/stream',
];

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registered = () =>
    t.app.routeList.filter((route) => route.url.startsWith('/api/')).map((route) => `${route.method} ${route.url}`);
  const table = Object.values(apiPath).map(({ method, path }) => `${method} /api${openApiPath(path)}`);

  it('holds every JSON route the server registers under /api', () => {
    const missing = registered().filter(
      (route) => !table.includes(route) && !OUTSIDE_THE_TABLE.some((outside) => outside(route)),
    );
    expect(missing).toEqual([]);
  });

  it('has no entry the server does not register with that method and path', () => {
    const routes = registered();
    expect(table.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('leaves out only routes that exist', () => {
    const routes = registered();
    expect(OUTSIDE_THE_TABLE.every((outside) => routes.some(outside))).toBe(true);
    expect(new Set(table).size).toBe(table.length);
  });
});
