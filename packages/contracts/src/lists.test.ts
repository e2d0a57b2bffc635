import { describe, expect, it } from 'vitest';
import {
  addContentInputSchema,
  browseListsQuerySchema,
  createListInputSchema,
  reorderContentInputSchema,
} from './lists.js';
import { deriveListType } from './media.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('list creation input', () => {
  it('takes tags as {name, name_fr} or names, collapses duplicates and ignores name_fr', () => {
    const parsed = createListInputSchema.parse({
      title: '  Nuits blanches ',
      tags: [{ name: 'horror', name_fr: 'xxx' }, 'horror', 'classic'],
    });
    expect(parsed).toEqual({ title: 'Nuits blanches', description: '', tags: ['horror', 'classic'] });
  });

  it.each([
    [{ title: '' }, 'list.title.required'],
    [{ title: 'x'.repeat(101) }, 'list.title.tooLong'],
    [{ title: 'ok', description: 'd'.repeat(1001) }, 'list.description.tooLong'],
    [{ title: 'ok', tags: ['not-a-tag'] }, 'list.tag.unknown'],
    [
      {
        title: 'ok',
        tags: [
          'horror',
          'classic',
          'comedy',
          'drama',
          'action',
          'romance',
          'thriller',
          'family',
          'humor',
          'retro',
          'cult',
        ],
      },
      'list.tags.tooMany',
    ],
    [{ title: 'a\u0000b' }, 'field.control'],
  ])('refuses %j with %s', (input, key) => {
    expect(firstMessage(createListInputSchema.safeParse(input))).toBe(key);
  });
});

describe('required titles', () => {
  it.each(['\u200b\u200b', ' \u2060 ', '\ufeff', '\u00a0\u3000'])(
    'refuses a title of only invisible characters (%j)',
    (title) => {
      const list = createListInputSchema.safeParse({ title, description: '', tags: [] });
      expect(list.success).toBe(false);
      expect(list.error?.issues[0]?.message).toBe('list.title.required');
      const item = addContentInputSchema.safeParse({ type: 'movie', provider_id: '550', title, poster_path: null });
      expect(item.success).toBe(false);
      expect(item.error?.issues[0]?.message).toBe('content.title.required');
    },
  );

  it('keeps a title with a visible character among invisible ones', () => {
    expect(createListInputSchema.safeParse({ title: '\u200bÉté', description: '', tags: [] }).success).toBe(true);
  });
});

describe('content input', () => {
  it('accepts a numeric provider id and an https thumbnail, keeps a movie poster path', () => {
    expect(
      addContentInputSchema.parse({ provider_id: 550, title: 'Fight Club', poster_path: '/a.jpg', type: 'movie' })
        .provider_id,
    ).toBe('550');
    // Today's clients send type and id only; the server takes the rest from the catalogue.
    expect(addContentInputSchema.parse({ provider_id: 550, type: 'movie' })).toEqual({
      provider_id: '550',
      type: 'movie',
    });
    expect(
      addContentInputSchema.parse({
        provider_id: 'dQw4w9WgXcQ',
        title: 'v',
        poster_path: 'https://i.ytimg.com/vi/x/hq.jpg',
        type: 'youtube',
      }).poster_path,
    ).toBe('https://i.ytimg.com/vi/x/hq.jpg');
  });

  it.each([
    [{ provider_id: '1', title: 't', type: 'book' }, 'content.type'],
    [{ provider_id: '1', title: 't', type: 'movie', poster_path: 'javascript:alert(1)' }, 'content.poster'],
    [{ provider_id: '1', title: 't', type: 'movie', poster_path: '//evil.example/a.jpg' }, 'content.poster'],
    [{ provider_id: '', title: 't', type: 'movie' }, 'field.required'],
  ])('refuses %j', (input, key) => {
    expect(firstMessage(addContentInputSchema.safeParse(input))).toBe(key);
  });
});

describe('browse query', () => {
  it('reads tags from a comma list or repeated parameters, and leaves the default order to the server', () => {
    const parsed = browseListsQuerySchema.parse({ tags: 'horror,classic' });
    expect(parsed).toMatchObject({ page: 1, limit: 10, tags: ['horror', 'classic'] });
    // Relevance for a title search, newest first otherwise (docs/decisions/040-word-prefix-search.md).
    expect(parsed.sort).toBeUndefined();
    expect(browseListsQuerySchema.parse({ title: 'ciné', sort: 'relevance' }).sort).toBe('relevance');
    expect(browseListsQuerySchema.parse({ tags: ['horror', 'cult'], sort: 'liked' })).toMatchObject({
      tags: ['horror', 'cult'],
      sort: 'liked',
    });
    expect(browseListsQuerySchema.safeParse({ tags: 'nope' }).success).toBe(false);
    expect(browseListsQuerySchema.safeParse({ type: 'book' }).success).toBe(false);
  });
});

describe('reorder input', () => {
  it('refuses the same item twice', () => {
    expect(reorderContentInputSchema.safeParse({ ids: [1, 2, 1] }).success).toBe(false);
  });
});

describe('deriveListType', () => {
  it.each([
    [[], null],
    [['movie', 'movie'], 'movie'],
    [['youtube'], 'youtube-video'],
    [['movie', 'show'], 'mixed'],
  ] as const)('%j → %s', (types, expected) => {
    expect(deriveListType(types)).toBe(expected);
  });
});
