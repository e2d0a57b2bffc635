import type { ContentItem } from '@pepites/contracts';
import { paths } from '../../../config/paths';
import { catalogImageUrl } from '../../../lib/catalog-images';

type Item = Pick<ContentItem, 'type' | 'provider_id' | 'provider_id_string' | 'poster_path'>;

/** An item's poster at width 500 (POSTER_WIDTH): see catalogImageUrl for which paths are drawn. */
export function posterUrl(posterPath: string | null): string | null {
  return catalogImageUrl(posterPath);
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

/** The video site's watch link and the podcast directory's page, built from provider_id_string. */
export function externalHref(item: Item): string | null {
  const id = item.provider_id_string || item.provider_id;
  if (item.type === 'youtube') return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
  if (item.type === 'podcast') return `https://podcasts.apple.com/podcast/id${encodeURIComponent(id)}`;
  return null;
}
