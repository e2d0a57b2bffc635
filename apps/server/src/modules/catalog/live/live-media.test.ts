import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { live, theDailyPodcast, upstreamError, useUpstreamServer, YOUTUBE } from '../../../test/live-catalog.js';
import { decodeEntities } from './youtube.js';

/** Contract tests of the video platform's and the podcast directory's live clients (see live.test.ts). */
const { server, calls, record } = useUpstreamServer();

/** Our path for the directory's artwork at `host/path` (its size left out): the server fetches it (decision 023). */
const ourArtwork = (id: string, base: string) =>
  `/api/catalog/images/poster/podcast/${id}/${Buffer.from(base).toString('base64url')}.jpg`;

/** `theDailyPodcast` as the catalogue answers it, its artwork through our image route. */
const theDailyShown = {
  id: '1200361736',
  name: 'The Daily',
  artist: 'The New York Times',
  artwork: ourArtwork('1200361736', 'is1-ssl.mzstatic.com/t'),
  url: 'https://podcasts.apple.com/us/podcast/the-daily/id1200361736?uo=4',
  genre: 'Daily News',
};

describe('the video platform and the podcast directory, live', () => {
  it('keeps only videos from a search, decodes their titles, and pages with tokens', async () => {
    server.use(
      http.get(`${YOUTUBE}/search`, ({ request }) => {
        record(request);
        return HttpResponse.json({
          kind: 'youtube#searchListResponse',
          etag: 'e',
          nextPageToken: 'CBQQAA',
          pageInfo: { totalResults: 34794, resultsPerPage: 10 },
          items: [
            {
              kind: 'youtube#searchResult',
              etag: 'v1',
              id: { kind: 'youtube#video', videoId: 'FMUpVA0Vvjw' },
              snippet: {
                publishedAt: '2021-10-13T01:33:11Z',
                title: 'Tom &amp; Jerry&#39;s &quot;best&quot;',
                channelTitle: 'A &lt;b&gt; channel',
                thumbnails: {
                  medium: { url: 'https://i.ytimg.com/vi/FMUpVA0Vvjw/mqdefault.jpg' },
                  high: { url: 'https://i.ytimg.com/vi/FMUpVA0Vvjw/hqdefault.jpg' },
                },
              },
            },
            {
              kind: 'youtube#searchResult',
              etag: 'c1',
              id: { kind: 'youtube#channel', channelId: 'UC1' },
              snippet: { title: 'A channel' },
            },
          ],
        });
      }),
    );
    const result = await live().catalog.videos!.search('tom', undefined, 'fr');
    expect(result).toEqual({
      items: [
        {
          id: 'FMUpVA0Vvjw',
          etag: 'v1',
          title: 'Tom & Jerry\'s "best"',
          channel_title: 'A <b> channel',
          published_at: '2021-10-13T01:33:11Z',
          thumbnail: '/api/catalog/images/poster/video/FMUpVA0Vvjw/hqdefault.jpg',
        },
      ],
      nextPageToken: 'CBQQAA',
      prevPageToken: null,
    });
    expect(new URL(calls[0]!.url).searchParams.get('type')).toBe('video');
    expect(decodeEntities('&#x41;&#66;&unknown;')).toBe('AB&unknown;');
  });

  it('turns a spent quota into a 502', async () => {
    server.use(
      http.get(`${YOUTUBE}/videos`, () =>
        HttpResponse.json(
          { error: { code: 403, message: 'quota', errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } },
          { status: 403 },
        ),
      ),
    );
    await upstreamError(live().catalog.videos!.trending('FR', 'fr'));
  });

  it('reads the current chart, and the legacy feed (one entry as an object) when the current one fails', async () => {
    server.use(
      http.get('https://rss.marketingtools.apple.com/api/v2/fr/podcasts/top/50/podcasts.json', () =>
        HttpResponse.json({
          feed: {
            results: [
              {
                artistName: 'Radio France',
                id: '912451024',
                name: 'Affaires sensibles',
                kind: 'podcasts',
                artworkUrl100: 'https://is1-ssl.mzstatic.com/a/100x100bb.png',
                genres: [{ genreId: '1487', name: 'Histoire' }],
                url: 'https://podcasts.apple.com/fr/podcast/id912451024',
              },
            ],
          },
        }),
      ),
      http.get(
        'https://rss.marketingtools.apple.com/api/v2/us/podcasts/top/50/podcasts.json',
        () => new HttpResponse('down', { status: 500 }),
      ),
      http.get('https://itunes.apple.com/us/rss/toppodcasts/limit=50/json', () =>
        HttpResponse.json({
          feed: {
            entry: {
              'im:name': { label: 'Song Exploder' },
              'im:image': [
                { label: 'https://is1-ssl.mzstatic.com/x/55x55bb.png', attributes: { height: '55' } },
                { label: 'https://is1-ssl.mzstatic.com/x/170x170bb.png', attributes: { height: '170' } },
              ],
              link: {
                attributes: {
                  rel: 'alternate',
                  href: 'https://podcasts.apple.com/us/podcast/song-exploder/id788236947',
                },
              },
              id: { label: 'https://podcasts.apple.com/id788236947', attributes: { 'im:id': '788236947' } },
              category: { attributes: { label: 'Music' } },
            },
          },
        }),
      ),
    );
    const podcasts = live().catalog.podcasts!;
    expect(await podcasts.top('fr')).toEqual([
      {
        id: '912451024',
        name: 'Affaires sensibles',
        artist: 'Radio France',
        artwork: ourArtwork('912451024', 'is1-ssl.mzstatic.com/a'),
        url: 'https://podcasts.apple.com/fr/podcast/id912451024',
        genre: 'Histoire',
      },
    ]);
    expect(await podcasts.top('us')).toEqual([
      {
        id: '788236947',
        name: 'Song Exploder',
        artist: null,
        artwork: ourArtwork('788236947', 'is1-ssl.mzstatic.com/x'),
        url: 'https://podcasts.apple.com/us/podcast/song-exploder/id788236947',
        genre: 'Music',
      },
    ]);
  });

  it('searches podcasts by term and country', async () => {
    server.use(
      http.get('https://itunes.apple.com/search', ({ request }) => {
        record(request);
        // An artwork anywhere but the directory's image hosts is no image of ours.
        return HttpResponse.json({
          resultCount: 2,
          results: [
            theDailyPodcast,
            {
              ...theDailyPodcast,
              collectionId: 1,
              trackId: 1,
              artworkUrl600: 'https://tracker.example/t/600x600bb.jpg',
            },
          ],
        });
      }),
    );
    const found = await live().catalog.podcasts!.search('daily', 'us');
    expect(found[0]).toEqual(theDailyShown);
    expect(found[1]).toMatchObject({ id: '1', artwork: null });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toMatchObject({
      term: 'daily',
      media: 'podcast',
      entity: 'podcast',
      country: 'US',
    });
  });

  it('looks one podcast up by id, and knows an unknown id, another kind and a malformed id without asking', async () => {
    server.use(
      http.get('https://itunes.apple.com/lookup', ({ request }) => {
        record(request);
        const id = new URL(request.url).searchParams.get('id');
        if (id === '1200361736') return HttpResponse.json({ resultCount: 1, results: [theDailyPodcast] });
        if (id === '1440833')
          return HttpResponse.json({
            resultCount: 1,
            results: [
              { wrapperType: 'collection', collectionType: 'Album', collectionId: 1440833, collectionName: 'An album' },
            ],
          });
        return HttpResponse.json({ resultCount: 0, results: [] });
      }),
    );
    const podcasts = live().catalog.podcasts!;
    expect(await podcasts.podcast('1200361736')).toEqual(theDailyShown);
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({ id: '1200361736' });
    expect(await podcasts.podcast('999')).toBeNull();
    expect(await podcasts.podcast('1440833')).toBeNull();
    expect(await podcasts.podcast('1200361736,1440833')).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('turns a failing lookup into a 502', async () => {
    server.use(
      http.get('https://itunes.apple.com/lookup', () =>
        HttpResponse.json({ errorMessage: 'throttled' }, { status: 403 }),
      ),
    );
    expect(await upstreamError(live().catalog.podcasts!.podcast('1200361736'))).toMatchObject({
      statusCode: 502,
      code: 'upstream_unavailable',
    });
  });
});
