import {
  TOP_PODCASTS_COUNT,
  TRENDING_VIDEOS_COUNT,
  VIDEO_SEARCH_PAGE_SIZE,
  posterImagePath,
  type Lang,
  type Podcast,
  type Video,
  type VideoDetails,
} from '@pepites/contracts';
import type { PodcastDirectory, VideoPlatform } from '../provider.js';
import { offlineData, searchEntries, stableHash, type OfflinePodcast, type OfflineVideo } from './offline-data.js';

/** Offline page tokens: `p` and the page number, shaped like the video platform's opaque tokens. */
const tokenOf = (page: number) => `p${page}`;
const pageOfToken = (token: string | undefined) => {
  const page = token && /^p[0-9]{1,4}$/.test(token) ? Number(token.slice(1)) : 1;
  return page >= 1 ? page : 1;
};

function toVideo(video: OfflineVideo): Video {
  return {
    id: video.id,
    etag: stableHash(video.id).toString(36),
    title: video.title,
    channel_title: video.channel_title,
    published_at: video.published_at,
    thumbnail: posterImagePath('video', video.id),
  };
}

/** Our own line about a video: the data has no description, and theirs would not be ours to copy. */
function describeVideo(video: OfflineVideo, lang: Lang): string {
  const date = new Date(video.published_at);
  const day = Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return lang === 'fr'
    ? `Une vidéo de la chaîne ${video.channel_title}${day ? `, publiée le ${day}` : ''}.`
    : `A video from the ${video.channel_title} channel${day ? `, published on ${day}` : ''}.`;
}

/** The country's own language first, then the rest, each in the catalogue's order. */
function ownLanguageFirst<T>(entries: readonly T[], isOwn: (entry: T) => boolean): T[] {
  return [...entries.filter(isOwn), ...entries.filter((entry) => !isOwn(entry))];
}

export function offlineVideoPlatform(): VideoPlatform {
  return {
    source: 'offline',
    async search(query, pageToken) {
      const { videos, searchText } = offlineData();
      const found = searchEntries(videos, query, searchText);
      const page = pageOfToken(pageToken);
      const pages = Math.ceil(found.length / VIDEO_SEARCH_PAGE_SIZE);
      return {
        items: found.slice((page - 1) * VIDEO_SEARCH_PAGE_SIZE, page * VIDEO_SEARCH_PAGE_SIZE).map(toVideo),
        nextPageToken: page < pages ? tokenOf(page + 1) : null,
        prevPageToken: page > 1 ? tokenOf(page - 1) : null,
      };
    },
    async trending(region) {
      const french = region === 'FR';
      return ownLanguageFirst(offlineData().videos, (video) => (video.lang === 'fr') === french)
        .slice(0, TRENDING_VIDEOS_COUNT)
        .map(toVideo);
    },
    async video(id, lang): Promise<VideoDetails | null> {
      const video = offlineData().videoById.get(id);
      return video ? { ...toVideo(video), description: describeVideo(video, lang), source: 'offline' } : null;
    },
  };
}

function toPodcast(podcast: OfflinePodcast): Podcast {
  return {
    id: podcast.id,
    name: podcast.name,
    artist: podcast.artist,
    artwork: posterImagePath('podcast', podcast.id),
    url: `https://podcasts.apple.com/podcast/id${podcast.id}`,
    genre: podcast.genre,
  };
}

export function offlinePodcastDirectory(): PodcastDirectory {
  const fromCountry = (country: string) => (podcast: OfflinePodcast) => podcast.country.toLowerCase() === country;
  return {
    source: 'offline',
    async search(term, country) {
      const { podcasts, searchText } = offlineData();
      return ownLanguageFirst(searchEntries(podcasts, term, searchText), fromCountry(country))
        .slice(0, 50)
        .map(toPodcast);
    },
    async top(country) {
      return ownLanguageFirst(offlineData().podcasts, fromCountry(country)).slice(0, TOP_PODCASTS_COUNT).map(toPodcast);
    },
    async podcast(id) {
      const podcast = offlineData().podcastById.get(id);
      return podcast ? toPodcast(podcast) : null;
    },
  };
}
