import { describe, expect, it } from 'vitest';
import { idParamSchema, paginationQuerySchema } from './common.js';
import { pickLang } from './lang.js';

describe('pickLang', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['EN', 'en'],
    ['de-DE,en;q=0.5', 'fr'],
    ['fr-CA', 'fr'],
  ])('%j → %s (French by default)', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 10', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it.each([{ page: '0' }, { limit: '101' }, { page: 'abc' }, { limit: '0' }])('refuses %j', (query) => {
    expect(paginationQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('path ids', () => {
  it.each(['1', '42', '2147483647'])('accepts %j', (value) => {
    expect(idParamSchema.safeParse({ id: value }).success).toBe(true);
  });

  it.each(['0', '-1', '2147483648', '99999999999', '1e3', '0x10', ' 12', '12 ', '1.5', '', 'abc'])(
    'refuses %j',
    (value) => {
      expect(idParamSchema.safeParse({ id: value }).success).toBe(false);
    },
  );
});
