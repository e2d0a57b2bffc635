import { describe, expect, it } from 'vitest';
import { readTonightFilters, tonightQuery, tonightSearch } from './tonight-params';

describe("Tonight's filters", () => {
  it('go into the address and come back the same', () => {
    const filters = { type: 'show', genre: 18, maxRuntime: 60, liked: true, page: 2 } as const;
    const search = tonightSearch(filters);
    expect(search).toBe('?type=show&genre=18&max=60&liked=1&page=2');
    expect(readTonightFilters(new URLSearchParams(search))).toEqual(filters);
  });

  it('drop what is malformed or out of range', () => {
    expect(readTonightFilters(new URLSearchParams('type=podcast&genre=x&max=5000&liked=yes&page=0'))).toEqual({
      type: null,
      genre: null,
      maxRuntime: null,
      liked: false,
      page: 1,
    });
    expect(tonightSearch(readTonightFilters(new URLSearchParams('')))).toBe('');
  });

  it("make the API's query", () => {
    expect(tonightQuery({ type: 'movie', genre: 28, maxRuntime: 90, liked: false, page: 3 })).toEqual({
      page: 3,
      limit: 24,
      type: 'movie',
      genre: '28',
      max_runtime: '90',
      liked: 'false',
    });
    expect(tonightQuery({ type: null, genre: null, maxRuntime: null, liked: true, page: 1 })).toEqual({
      page: 1,
      limit: 24,
      liked: 'true',
    });
  });
});
