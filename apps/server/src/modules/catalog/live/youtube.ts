import { TRENDING_VIDEOS_COUNT, VIDEO_SEARCH_PAGE_SIZE, videoIdSchema, type Video } from '@pepites/contracts';
import { THUMBNAIL_FILES, videoThumbnailPath } from '../images/image-paths.js';
import type { VideoPlatform } from '../provider.js';
import { questionOf, type Upstream } from './upstream.js';

/** The video platform (Data API v3), live. Within its terms: nothing kept past 30 days. */
const HOUR = 3600;
const TTL = { search: 6 * HOUR, trending: HOUR, video: 24 * HOUR };

type Json = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? (value.filter((entry) => entry && typeof entry === 'object') as Json[]) : [];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Titles and descriptions come HTML-encoded (`&#39;`, `&amp;`): plain text for us to render as text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Best first; thumbnails exist at some sizes only. */
const THUMBNAIL_KEYS = Object.keys(THUMBNAIL_FILES) as (keyof typeof THUMBNAIL_FILES)[];

function toVideo(id: string, raw: Json): Video {
  const snippet = (raw.snippet ?? {}) as Json;
  const thumbnails = (snippet.thumbnails ?? {}) as Record<string, Json | undefined>;
  const best = THUMBNAIL_KEYS.find((key) => str(thumbnails[key]?.url));
  return {
    id,
    etag: str(raw.etag),
    title: decodeEntities(str(snippet.title)),
    channel_title: decodeEntities(str(snippet.channelTitle)),
    published_at: str(snippet.publishedAt),
    // Ours: the server fetches it from the platform's image host (docs/decisions/023-one-image-pipeline.md).
    thumbnail: best && videoIdSchema.safeParse(id).success ? videoThumbnailPath(id, best) : null,
  };
}

export interface YoutubeOptions {
  key: string;
  upstream: Upstream;
  baseUrl?: string;
}

export function liveVideoPlatform({
  key,
  upstream,
  baseUrl = 'https://www.googleapis.com/youtube/v3',
}: YoutubeOptions): VideoPlatform {
  async function get(
    path: string,
    params: Record<string, string | number | undefined>,
    ttlSeconds: number,
  ): Promise<Json> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    const question = questionOf(url);
    url.searchParams.set('key', key);
    return ((await upstream.get(question, { url, ttlSeconds })) ?? {}) as Json;
  }
  return {
    source: 'live',
    async search(query, pageToken, lang) {
      const raw = await get(
        '/search',
        {
          part: 'snippet',
          type: 'video',
          maxResults: VIDEO_SEARCH_PAGE_SIZE,
          q: query,
          pageToken,
          relevanceLanguage: lang,
        },
        TTL.search,
      );
      const items = list(raw.items).filter((item) => (item.id as Json | undefined)?.kind === 'youtube#video');
      return {
        items: items.map((item) => toVideo(str((item.id as Json).videoId), item)),
        nextPageToken: str(raw.nextPageToken) || null,
        prevPageToken: str(raw.prevPageToken) || null,
      };
    },
    async trending(region, lang) {
      const raw = await get(
        '/videos',
        { part: 'snippet', chart: 'mostPopular', maxResults: TRENDING_VIDEOS_COUNT, regionCode: region, hl: lang },
        TTL.trending,
      );
      return list(raw.items).map((item) => toVideo(str(item.id), item));
    },
    async video(id, lang) {
      const raw = await get('/videos', { part: 'snippet', id, hl: lang }, TTL.video);
      const [item] = list(raw.items);
      if (!item) return null;
      return {
        ...toVideo(id, item),
        description: decodeEntities(str((item.snippet as Json | undefined)?.description)),
        source: 'live',
      };
    },
  };
}
