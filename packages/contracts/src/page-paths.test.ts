import { describe, expect, it } from 'vitest';
import { matchPagePath, pagePaths } from './page-paths.js';

/** A value for each parameter a page's href takes, in the shape its href accepts. */
const sample: Record<string, number | string> = {
  movieId: 603,
  tvShowId: 1399,
  providerId: 'dQw4w9WgXcQ',
  userId: 7,
  id: 42,
  token: 'a-b_C9',
  listId: 12,
};

describe('the page paths', () => {
  it('match the address each href builds, giving back the parameters it was built with', () => {
    for (const [name, { path, href }] of Object.entries(pagePaths)) {
      const keys = [...path.matchAll(/:(\w+)/g)].map((found) => found[1]!);
      const args = keys.map((key) => sample[key]);
      const built = (href as (...values: unknown[]) => string)(...args);
      const expected = Object.fromEntries(keys.map((key) => [key, String(sample[key])]));
      expect(matchPagePath(path, built), name).toEqual(expected);
      expect(matchPagePath(path, `${built}/`), `${name} with a trailing slash`).toEqual(expected);
    }
  });

  it('match an optional parameter left out', () => {
    expect(matchPagePath(pagePaths.browseLists.path, pagePaths.browseLists.href())).toEqual({});
  });

  it('refuse other addresses', () => {
    const { path } = pagePaths.listDetails;
    for (const url of [
      '/listDetails',
      '/listDetails/',
      '/listDetails/4/5',
      '/listDetails//4',
      '/listDetails/4//',
      '/listdetails/4',
      'listDetails/4',
      '/browseLists/4',
    ]) {
      expect(matchPagePath(path, url), url).toBeNull();
    }
    expect(matchPagePath(pagePaths.home.path, '/x')).toBeNull();
    expect(matchPagePath(pagePaths.home.path, '/')).toEqual({});
    expect(matchPagePath(pagePaths.browseLists.path, '/browseLists/4/5')).toBeNull();
  });
});
