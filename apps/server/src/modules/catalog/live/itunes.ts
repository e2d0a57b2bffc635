import { PODCAST_SEARCH_MAX, TOP_PODCASTS_COUNT, type Podcast } from '@pepites/contracts';
import { podcastArtworkPath } from '../images/image-paths.js';
import type { PodcastDirectory } from '../provider.js';
import { questionOf, type Upstream } from './upstream.js';

/** The podcast directory and its charts, live. Apple asks large sites to cache: 12 h (searches and lookups), charts 6 h. */
const HOUR = 3600;
const TTL = { search: 12 * HOUR, chart: 6 * HOUR };

type Json = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown): Json[] =>
  Array.isArray(value)
    ? (value.filter((entry) => entry && typeof entry === 'object') as Json[])
    : value && typeof value === 'object'
      ? [value as Json]
      : [];
const label = (value: unknown) => str((value as Json | undefined)?.label);
const attributes = (value: unknown) => ((value as Json | undefined)?.attributes ?? {}) as Json;

export interface ItunesOptions {
  upstream: Upstream;
  baseUrl?: string;
  chartsUrl?: string;
}

/** The legacy feed's images are 55 to 170 px: the largest (our path asks its host for the size shown). */
function largestImage(images: unknown): string | null {
  const best = list(images).sort((a, b) => Number(attributes(b).height ?? 0) - Number(attributes(a).height ?? 0))[0];
  return strOrNull(label(best));
}

/** A podcast of the directory's search or lookup (the same result shape). */
function fromDirectory(entry: Json): Podcast {
  const id = String(entry.collectionId ?? entry.trackId ?? '');
  return {
    id,
    name: str(entry.collectionName) || str(entry.trackName),
    artist: strOrNull(entry.artistName),
    artwork: podcastArtworkPath(id, strOrNull(entry.artworkUrl600) ?? strOrNull(entry.artworkUrl100)),
    url: str(entry.collectionViewUrl) || str(entry.trackViewUrl),
    genre: strOrNull(entry.primaryGenreName),
  };
}

export function livePodcastDirectory({
  upstream,
  baseUrl = 'https://itunes.apple.com',
  chartsUrl = 'https://rss.marketingtools.apple.com',
}: ItunesOptions): PodcastDirectory {
  const ask = async (url: URL, ttlSeconds: number) =>
    ((await upstream.get(questionOf(url, url.host), { url, ttlSeconds })) ?? {}) as Json;

  /** The current chart feed (flat results). */
  async function currentChart(country: string): Promise<Podcast[]> {
    const raw = await ask(
      new URL(`${chartsUrl}/api/v2/${country}/podcasts/top/${TOP_PODCASTS_COUNT}/podcasts.json`),
      TTL.chart,
    );
    return list((raw.feed as Json | undefined)?.results).map((entry) => ({
      id: str(entry.id),
      name: str(entry.name),
      artist: strOrNull(entry.artistName),
      artwork: podcastArtworkPath(str(entry.id), strOrNull(entry.artworkUrl100)),
      url: str(entry.url),
      genre: strOrNull(list(entry.genres)[0]?.name),
    }));
  }

  /** The legacy feed: `entry` is an object for one result and missing for none. */
  async function legacyChart(country: string): Promise<Podcast[]> {
    const raw = await ask(new URL(`${baseUrl}/${country}/rss/toppodcasts/limit=${TOP_PODCASTS_COUNT}/json`), TTL.chart);
    return list((raw.feed as Json | undefined)?.entry).map((entry) => ({
      id: str(attributes(entry.id)['im:id']),
      name: label(entry['im:name']),
      artist: strOrNull(label(entry['im:artist'])),
      artwork: podcastArtworkPath(str(attributes(entry.id)['im:id']), largestImage(entry['im:image'])),
      url: str(attributes(entry.link).href),
      genre: strOrNull(str(attributes(entry.category).label)),
    }));
  }

  return {
    source: 'live',
    async search(term, country) {
      const url = new URL(`${baseUrl}/search`);
      for (const [name, value] of Object.entries({
        term,
        media: 'podcast',
        entity: 'podcast',
        country: country.toUpperCase(),
        limit: String(PODCAST_SEARCH_MAX),
      }))
        url.searchParams.set(name, value);
      const raw = await ask(url, TTL.search);
      return list(raw.results).map(fromDirectory);
    },
    async top(country) {
      // The current feed first; the legacy one when it fails.
      try {
        return (await currentChart(country)).filter((podcast) => podcast.id);
      } catch {
        return (await legacyChart(country)).filter((podcast) => podcast.id);
      }
    },
    async podcast(id) {
      // One id only: the lookup would answer a comma-separated list too.
      if (!/^[0-9]{1,19}$/.test(id)) return null;
      const url = new URL(`${baseUrl}/lookup`);
      url.searchParams.set('id', id);
      // An unknown id is a 200 with no results; an id of a song or a book is not a podcast.
      const found = list((await ask(url, TTL.search)).results).find((entry) => entry.kind === 'podcast');
      const podcast = found ? fromDirectory(found) : null;
      return podcast?.id === id ? podcast : null;
    },
  };
}
