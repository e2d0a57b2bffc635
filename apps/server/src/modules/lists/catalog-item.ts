import type { Lang, MediaType } from '@pepites/contracts';
import { AppError } from '../../lib/errors.js';
import type { Catalog } from '../catalog/index.js';

/** What an item keeps beside its title and poster; `provider_id_string` builds the video and podcast links. */
export interface ItemSnapshot {
  year: number | null;
  /** The channel of a video, the publisher of a podcast. */
  creator: string | null;
  provider_id_string?: string;
  /**
   * Movies and shows: minutes (a show's, one episode; null when unknown) and the movie database's
   * genre ids, which Tonight filters on (docs/decisions/043-streaming-availability-and-alerts.md).
   */
  runtime?: number | null;
  genre_ids?: number[];
}

/** An item as the catalogue describes it: the only source of what every list shows of it. */
export interface CatalogItem {
  type: MediaType;
  providerId: string;
  title: string;
  posterPath: string | null;
  snapshot: ItemSnapshot;
}

/**
 * Items are shared by every list, whatever its reader's language: their titles are asked in English,
 * the language of the offline catalogue's titles, so that moving between the offline and the live
 * catalogue renames nothing.
 */
const ITEM_LANG: Lang = 'en';

/** Ids the services could misread (a comma asks the video platform and the directory for several). */
const ID_SHAPES: Record<MediaType, RegExp> = {
  movie: /^[1-9][0-9]{0,9}$/,
  show: /^[1-9][0-9]{0,9}$/,
  youtube: /^[A-Za-z0-9_-]{11}$/,
  podcast: /^[0-9]{1,19}$/,
};
const TMDB_ID_MAX = 2 ** 31 - 1;

const yearOf = (date: string): number | null => (/^[0-9]{4}/.test(date) ? Number(date.slice(0, 4)) : null);

async function lookUp(
  catalog: Catalog,
  type: MediaType,
  id: string,
): Promise<Omit<CatalogItem, 'type' | 'providerId'> | null> {
  switch (type) {
    case 'movie': {
      const movie = await catalog.movies.movie(Number(id), ITEM_LANG);
      return (
        movie && {
          title: movie.title,
          posterPath: movie.poster_path,
          snapshot: {
            year: yearOf(movie.release_date),
            creator: null,
            runtime: movie.runtime,
            genre_ids: movie.genre_ids,
          },
        }
      );
    }
    case 'show': {
      const show = await catalog.movies.show(Number(id), ITEM_LANG);
      return (
        show && {
          title: show.name,
          posterPath: show.poster_path,
          snapshot: {
            year: yearOf(show.first_air_date),
            creator: null,
            runtime: show.episode_run_time[0] ?? null,
            genre_ids: show.genre_ids,
          },
        }
      );
    }
    case 'youtube': {
      const video = await catalog.videos.video(id, ITEM_LANG);
      return (
        video && {
          title: video.title,
          posterPath: video.thumbnail,
          snapshot: { year: yearOf(video.published_at), creator: video.channel_title || null, provider_id_string: id },
        }
      );
    }
    case 'podcast': {
      const podcast = await catalog.podcasts.podcast(id);
      return (
        podcast && {
          title: podcast.name,
          posterPath: podcast.artwork,
          snapshot: { year: null, creator: podcast.artist, provider_id_string: id },
        }
      );
    }
  }
}

/**
 * The catalogue's item of that type and id, or null when the catalogue does not know it (nor an id of
 * that shape). An outside service that fails throws its UpstreamError (a 502): nothing the client
 * sent stands in for the catalogue's answer.
 */
export async function catalogItem(catalog: Catalog, type: MediaType, providerId: string): Promise<CatalogItem | null> {
  if (!ID_SHAPES[type].test(providerId)) return null;
  if ((type === 'movie' || type === 'show') && Number(providerId) > TMDB_ID_MAX) return null;
  const found = await lookUp(catalog, type, providerId);
  const title = found?.title.trim();
  if (!found || !title) return null;
  return { type, providerId, ...found, title };
}

/** The same, or a 404 that says the title is not in the catalogue, in the caller's language. */
export async function requireCatalogItem(catalog: Catalog, type: MediaType, providerId: string): Promise<CatalogItem> {
  const found = await catalogItem(catalog, type, providerId);
  if (!found) throw new AppError(404, 'not_found', { provider_id: 'content.notInCatalogue' });
  return found;
}
