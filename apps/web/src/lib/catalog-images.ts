import { CATALOG_IMAGE_PREFIX, POSTER_WIDTH } from '@pepites/contracts';

const TMDB_IMAGE_HOST = 'https://image.tmdb.org/t/p/';

/**
 * The address of a catalogue image: the movie database's paths (`/abc.jpg`) at the asked width
 * from its image host, our own generated images (`/api/catalog/images/…`) and https addresses as
 * they are, nothing else (a missing image shows the generated poster instead).
 */
export function catalogImageUrl(path: string | null | undefined, width: number = POSTER_WIDTH): string | null {
  if (!path) return null;
  if (path.startsWith(`${CATALOG_IMAGE_PREFIX}/`)) return path;
  if (/^\/[^/]/.test(path)) return `${TMDB_IMAGE_HOST}w${width}${path}`;
  if (path.startsWith('https://')) return path;
  return null;
}
