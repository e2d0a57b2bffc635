import { CATALOG_IMAGE_PREFIX, type CatalogKind } from '@pepites/contracts';

/**
 * The live catalogue's images as paths of ours (docs/decisions/023-one-image-pipeline.md). A path
 * carries what names the image at its service: the movie database's file name, the video platform's
 * thumbnail name, the podcast directory's artwork path. Only the server turns it back into an
 * address, always on that service's own image host, so no path can make it fetch anything else.
 * The title's kind and id come along for the drawn poster that stands in when the fetch fails.
 */

export type ImageService = 'tmdb' | 'youtube' | 'itunes';

/** An outside image the server may fetch: its service (whose terms set how long it is kept) and its address at a width. */
export interface OutsideSource {
  service: ImageService;
  /** The same address for every width when the service has a single size (then we resize). */
  urlAt(width: number): URL;
}

// ---------------------------------------------------------------- the movie database
const TMDB_IMAGES = 'https://image.tmdb.org/t/p/';
/** Its file names: letters and digits; SVG logos are left out (a document, not a picture). */
export const TMDB_FILE = /^[A-Za-z0-9]{1,64}\.(jpg|png)$/;
/** The widths its image host serves for each kind of image; larger is `original`. */
const TMDB_WIDTHS = {
  poster: [92, 154, 185, 342, 500, 780],
  backdrop: [300, 780, 1280],
  profile: [45, 185],
  logo: [45, 92, 154, 185, 300, 500],
} as const;
export type TmdbRole = keyof typeof TMDB_WIDTHS;

/** The file name of one of its paths (`/abc.jpg`), or null for anything else. */
function tmdbFileOf(path: unknown): string | null {
  return typeof path === 'string' && path.startsWith('/') && TMDB_FILE.test(path.slice(1)) ? path.slice(1) : null;
}

export function tmdbSource(role: TmdbRole, file: string): OutsideSource {
  return {
    service: 'tmdb',
    urlAt(width) {
      const size = TMDB_WIDTHS[role].find((served) => served >= width);
      return new URL(`${TMDB_IMAGES}${size ? `w${size}` : 'original'}/${file}`);
    },
  };
}

const ours = (path: string, file: string | null) => (file ? `${CATALOG_IMAGE_PREFIX}/${path}/${file}` : null);
const validId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
export const tmdbPosterPath = (kind: CatalogKind, id: number, path: unknown) =>
  validId(id) ? ours(`poster/${kind}/${id}`, tmdbFileOf(path)) : null;
export const tmdbBackdropPath = (kind: CatalogKind, id: number, path: unknown) =>
  validId(id) ? ours(`backdrop/${kind}/${id}`, tmdbFileOf(path)) : null;
export const tmdbProfilePath = (path: unknown) => ours('profile', tmdbFileOf(path));
export const tmdbLogoPath = (providerId: number, path: unknown) =>
  validId(providerId) ? ours(`logo/${providerId}`, tmdbFileOf(path)) : null;

// ---------------------------------------------------------------- the video platform
const YOUTUBE_IMAGES = 'https://i.ytimg.com/vi/';
/** Its thumbnail keys, best first, and the file each has on its image host. */
export const THUMBNAIL_FILES = {
  maxres: 'maxresdefault',
  standard: 'sddefault',
  high: 'hqdefault',
  medium: 'mqdefault',
  default: 'default',
} as const;
export const THUMBNAIL_FILE = new RegExp(`^(${Object.values(THUMBNAIL_FILES).join('|')})\\.jpg$`);

export const videoThumbnailPath = (videoId: string, key: keyof typeof THUMBNAIL_FILES) =>
  `${CATALOG_IMAGE_PREFIX}/poster/video/${videoId}/${THUMBNAIL_FILES[key]}.jpg`;

export function youtubeSource(videoId: string, file: string): OutsideSource {
  return { service: 'youtube', urlAt: () => new URL(`${YOUTUBE_IMAGES}${videoId}/${file}`) };
}

// ---------------------------------------------------------------- the podcast directory
/** Its artwork hosts (`is1-ssl.mzstatic.com` to `is5-…`), and a path of plain segments only. */
const ARTWORK_HOST = /^is[1-5]-ssl\.mzstatic\.com$/;
const ARTWORK_PATH = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
/** The size at the end of an artwork address (`/600x600bb.jpg`), which the host serves at any size. */
const ARTWORK_SIZE = /\/[0-9]+x[0-9]+bb\.(jpg|png|webp)$/;
const ARTWORK_PATH_MAX = 300;
export const ARTWORK_FILE = /^[A-Za-z0-9_-]{1,400}\.jpg$/;

/** An artwork address without its size, as `host/path`, or null when it is not the directory's. */
function artworkBase(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.port || parsed.search || !ARTWORK_HOST.test(parsed.hostname)) return null;
  const path = parsed.pathname.replace(ARTWORK_SIZE, '');
  if (path === parsed.pathname || path.length > ARTWORK_PATH_MAX || !ARTWORK_PATH.test(path)) return null;
  return `${parsed.hostname}${path}`;
}

export function podcastArtworkPath(podcastId: string, url: string | null): string | null {
  const base = url && /^[0-9]{1,19}$/.test(podcastId) ? artworkBase(url) : null;
  return base
    ? `${CATALOG_IMAGE_PREFIX}/poster/podcast/${podcastId}/${Buffer.from(base).toString('base64url')}.jpg`
    : null;
}

/** The artwork a path's file names, or null when it names anything but the directory's artwork. */
export function itunesSource(file: string): OutsideSource | null {
  if (!ARTWORK_FILE.test(file)) return null;
  const base = Buffer.from(file.slice(0, -4), 'base64url').toString('utf8');
  const slash = base.indexOf('/');
  const host = base.slice(0, slash);
  const path = base.slice(slash);
  if (slash < 0 || !ARTWORK_HOST.test(host) || path.length > ARTWORK_PATH_MAX || !ARTWORK_PATH.test(path)) return null;
  return { service: 'itunes', urlAt: (width) => new URL(`https://${host}${path}/${width}x${width}bb.jpg`) };
}
