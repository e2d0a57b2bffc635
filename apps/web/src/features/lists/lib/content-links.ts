import type { ContentItem } from '@pepites/contracts';
import { paths } from '../../../config/paths';

type Item = Pick<ContentItem, 'type' | 'provider_id' | 'provider_id_string' | 'poster_path'>;

const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p/w500';

/** A movie database path (`/abc.jpg`) at width 500 (SPEC §9), an https address as is, else none. */
export function posterUrl(posterPath: string | null): string | null {
  if (!posterPath) return null;
  if (/^\/[^/]/.test(posterPath)) return `${TMDB_IMAGE_BASE}${posterPath}`;
  if (posterPath.startsWith('https://')) return posterPath;
  return null;
}

/** The item's page in the app; podcasts have none (their directory page opens instead). */
export function detailsHref(item: Item): string | null {
  switch (item.type) {
    case 'movie':
      return paths.movieDetails.href(item.provider_id);
    case 'show':
      return paths.tvDetails.href(item.provider_id);
    case 'youtube':
      return paths.youtubeDetails.href(item.provider_id);
    case 'podcast':
      return null;
  }
}

/** SPEC §2: the video site's watch link and the podcast directory's page, built from provider_id_string. */
export function externalHref(item: Item): string | null {
  const id = item.provider_id_string || item.provider_id;
  if (item.type === 'youtube') return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
  if (item.type === 'podcast') return `https://podcasts.apple.com/podcast/id${encodeURIComponent(id)}`;
  return null;
}

/** SPEC §9: a card title is cut at 20 characters plus an ellipsis (on windows wider than 400 px). */
export function cutTitle(title: string, max: number): string {
  const characters = [...title];
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : title;
}
