import { describe, expect, it } from 'vitest';
import { changeBrowseParams, parseBrowseParams, sortsFor, toSearchParams } from './browse-params';
import { cutTitle } from '../../../lib/cut-title';
import { externalHref, posterUrl } from './content-links';
import { tagOptions } from './tags';

describe('browse params', () => {
  it('round-trips through the address, leaving the defaults out', () => {
    const params = parseBrowseParams(
      new URLSearchParams('q=sf&type=mixed&tags=anime,classic&sort=liked&page=3&view=table'),
    );
    expect(params).toEqual({
      title: 'sf',
      type: 'mixed',
      tags: ['anime', 'classic'],
      sort: 'liked',
      page: 3,
      view: 'table',
    });
    expect(toSearchParams(params).toString()).toBe('q=sf&type=mixed&tags=anime%2Cclassic&sort=liked&page=3&view=table');
    expect(
      toSearchParams({
        ...params,
        title: ' ',
        type: undefined,
        tags: [],
        sort: 'newest',
        page: 1,
        view: 'cards',
      }).toString(),
    ).toBe('');
  });

  it('reads a bad address as the first page of everything, without duplicate tags', () => {
    expect(parseBrowseParams(new URLSearchParams('page=abc&tags=classic,classic,unknown&view=grid'))).toEqual({
      title: '',
      type: undefined,
      tags: ['classic'],
      sort: 'newest',
      page: 1,
      view: 'cards',
    });
  });

  it('orders a title search by relevance by default, and leaves that default out of the address', () => {
    const searched = parseBrowseParams(new URLSearchParams('q=ciné soir'));
    expect(searched.sort).toBe('relevance');
    expect(toSearchParams(searched).toString()).toBe('q=cin%C3%A9+soir');
    expect(toSearchParams({ ...searched, sort: 'newest' }).toString()).toBe('q=cin%C3%A9+soir&sort=newest');
    expect(parseBrowseParams(new URLSearchParams('q=cine&sort=newest')).sort).toBe('newest');
    // Relevance means nothing without a title.
    expect(parseBrowseParams(new URLSearchParams('sort=relevance')).sort).toBe('newest');
    expect(sortsFor('')).toEqual(['newest', 'liked']);
    expect(sortsFor('ciné')).toEqual(['relevance', 'newest', 'liked']);
  });

  it('lets a sort nobody picked follow the title: relevance while typed, newest once cleared', () => {
    const typed = changeBrowseParams(new URLSearchParams('page=3'), { title: 'cin' });
    expect(typed).toMatchObject({ title: 'cin', sort: 'relevance', page: 1 });
    expect(changeBrowseParams(new URLSearchParams('q=cin'), { title: '' }).sort).toBe('newest');
    // A sort the member picked stays.
    expect(changeBrowseParams(new URLSearchParams('sort=liked'), { title: 'cin' }).sort).toBe('liked');
    expect(changeBrowseParams(new URLSearchParams('q=cin&sort=newest'), { title: 'cine' }).sort).toBe('newest');
    expect(changeBrowseParams(new URLSearchParams('q=cin'), { sort: 'liked' }).sort).toBe('liked');
  });

  it('drops control characters from the searched title (a NUL in the address)', () => {
    expect(parseBrowseParams(new URLSearchParams('q=%00s%1Ff%7F%C2%85i')).title).toBe('sfi');
  });
});

describe('content links', () => {
  it('asks our image route for the poster at width 500, and never an outside address or path', () => {
    expect(posterUrl('/api/catalog/images/poster/movie/238.svg')).toBe(
      '/api/catalog/images/poster/movie/238.svg?w=500',
    );
    expect(posterUrl('/api/catalog/images/poster/movie/238/3bhkrj58Vtu7enYsRolD1fZdja1.jpg')).toBe(
      '/api/catalog/images/poster/movie/238/3bhkrj58Vtu7enYsRolD1fZdja1.jpg?w=500',
    );
    expect(posterUrl('/abc.jpg')).toBeNull();
    expect(posterUrl('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBeNull();
    expect(posterUrl('https://image.tmdb.org/t/p/w500/abc.jpg')).toBeNull();
    expect(posterUrl('http://example.com/a.jpg')).toBeNull();
    expect(posterUrl('//evil.example/a.jpg')).toBeNull();
    expect(posterUrl('/api/catalog/images/poster/movie/238.svg?w=9999')).toBeNull();
    expect(posterUrl(null)).toBeNull();
  });

  it('prefers provider_id_string for the external links', () => {
    expect(
      externalHref({ type: 'youtube', provider_id: 'etag', provider_id_string: 'dQw4w9WgXcQ', poster_path: null }),
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(externalHref({ type: 'podcast', provider_id: '42', provider_id_string: null, poster_path: null })).toBe(
      'https://podcasts.apple.com/podcast/id42',
    );
    expect(externalHref({ type: 'movie', provider_id: '42', provider_id_string: null, poster_path: null })).toBeNull();
  });

  it('cuts at 20 characters, counting an accented letter or an emoji as one', () => {
    expect(cutTitle('Le fabuleux destin d’Amélie Poulain', 20)).toBe('Le fabuleux destin d…');
    expect(cutTitle('🎬'.repeat(21), 20)).toBe(`${'🎬'.repeat(20)}…`);
    expect(cutTitle('Exactly twenty chars', 20)).toBe('Exactly twenty chars');
  });
});

describe('tag options', () => {
  it('lists the 40 tags in the current language, alphabetically', () => {
    const french = tagOptions('fr');
    expect(french).toHaveLength(40);
    expect(french[0]).toEqual({ value: 'action', label: 'action' });
    expect(french.find((tag) => tag.value === 'coming-of-age')?.label).toBe("passage à l'âge adulte");
    expect(tagOptions('en').map((tag) => tag.label)).toContain('coming-of-age');
  });
});
