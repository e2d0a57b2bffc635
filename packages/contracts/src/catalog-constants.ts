/**
 * The catalogue's constants (docs/product.md#catalogue), apart from its zod schemas (catalog.ts) so the
 * browser's first load can use them without bundling zod.
 */

import type { Lang } from './lang.js';

// ---------------------------------------------------------------- constants
/** Movie and TV search, discover: 20 a page, as the movie database pages them. */
export const CATALOG_PAGE_SIZE = 20;
/** The movie database refuses pages beyond 500; so do we (docs/product.md#catalogue). */
export const CATALOG_PAGE_MAX = 500;
export const CATALOG_DEFAULT_QUERY = 'a';
export const CATALOG_QUERY_MAX = 100;
export const SIMILAR_TITLES_MAX = 12;
export const CAST_MAX = 20;
export const TRENDING_VIDEOS_COUNT = 25;
export const VIDEO_SEARCH_PAGE_SIZE = 10;
export const TOP_PODCASTS_COUNT = 50;
export const PODCAST_SEARCH_MAX = 50;
export const HOME_SLIDER_STEP_PX = 213;
export const POSTER_WIDTH = 500;

/** The movie database's two kinds of title, as its paths spell them (`movie`, `tv`). */
export const CATALOG_KINDS = ['movie', 'tv'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** Where the catalogue's answers come from: the built-in catalogue, or the outside services. */
export const CATALOG_SOURCES = ['offline', 'live'] as const;
export type CatalogSource = (typeof CATALOG_SOURCES)[number];

// ---------------------------------------------------------------- Binge Buddy (docs/product.md#binge-buddy)
export const BINGE_EARLIEST_YEAR = 1950;
export const BINGE_STEPS = 7;
export interface RuntimeRange {
  start: number;
  end: number;
}
export const MOVIE_RUNTIME_DEFAULT: RuntimeRange = { start: 0, end: 480 };
export const TV_RUNTIME_DEFAULT: RuntimeRange = { start: 0, end: 180 };
export const MOVIE_RUNTIME_OPTIONS = [
  { key: 'under90', start: 0, end: 90 },
  { key: 'under120', start: 0, end: 120 },
  { key: 'over120', start: 120, end: 780 },
] as const;
export const TV_RUNTIME_OPTIONS = [
  { key: 'under30', start: 0, end: 30 },
  { key: 'under60', start: 0, end: 60 },
  { key: 'over60', start: 60, end: 360 },
] as const;
/** The original languages Binge Buddy offers, named in both languages. */
export const BINGE_LANGUAGES = [
  { code: 'en', en: 'English', fr: 'Anglais' },
  { code: 'fr', en: 'French', fr: 'Français' },
  { code: 'es', en: 'Spanish', fr: 'Espagnol' },
  { code: 'de', en: 'German', fr: 'Allemand' },
  { code: 'it', en: 'Italian', fr: 'Italien' },
  { code: 'pt', en: 'Portuguese', fr: 'Portugais' },
  { code: 'ja', en: 'Japanese', fr: 'Japonais' },
  { code: 'ko', en: 'Korean', fr: 'Coréen' },
  { code: 'zh', en: 'Chinese', fr: 'Chinois' },
  { code: 'ru', en: 'Russian', fr: 'Russe' },
  { code: 'hi', en: 'Hindi', fr: 'Hindi' },
  { code: 'ar', en: 'Arabic', fr: 'Arabe' },
  { code: 'tr', en: 'Turkish', fr: 'Turc' },
  { code: 'nl', en: 'Dutch', fr: 'Néerlandais' },
] as const;
export type BingeLanguage = (typeof BINGE_LANGUAGES)[number]['code'];

/** The watch-provider country of a language: FR for French, US otherwise. */
export const defaultRegionOf = (lang: string): string => (lang === 'fr' ? 'FR' : 'US');

/**
 * Every image of the catalogue the web shows is ours, under this prefix: drawn by the server
 * offline, fetched from the service's image host and resized by the server live
 * (docs/decisions/023-one-image-pipeline.md). The browser never loads an outside image.
 */
export const CATALOG_IMAGE_PREFIX = '/api/catalog/images';
/** The widths (`?w=`) the image routes serve: the sizes the pages show, few so each is kept once. */
export const CATALOG_IMAGE_WIDTHS = [92, 154, 185, 342, 500, 780] as const;
export type CatalogImageWidth = (typeof CATALOG_IMAGE_WIDTHS)[number];
/**
 * A drawn poster's address. A movie's or a show's drawing carries its title, so its address names the
 * language of that title when it is not the English one (`poster/movie/11.fr.svg`): each language's
 * drawing has an address of its own, kept by every cache like any other image, with nothing to vary on.
 */
export const posterImagePath = (kind: 'movie' | 'tv' | 'video' | 'podcast', id: number | string, titleLang?: Lang) =>
  `${CATALOG_IMAGE_PREFIX}/poster/${kind}/${id}${titleLang ? `.${titleLang}` : ''}.svg`;
export const logoImagePath = (providerId: number) => `${CATALOG_IMAGE_PREFIX}/logo/${providerId}.svg`;
