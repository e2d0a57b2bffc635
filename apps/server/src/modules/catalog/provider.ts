import type {
  CatalogKind,
  CatalogSource,
  DiscoverPage,
  DiscoverQuery,
  Genre,
  Lang,
  MovieDetails,
  MoviePage,
  Podcast,
  Provider,
  Region,
  ShowDetails,
  ShowPage,
  TitleProviders,
  Video,
  VideoDetails,
  VideoPage,
} from '@pepites/contracts';

/** What a title offers in one country: the services including it (flat rate), renting it, selling it. */
export interface TitleOffers {
  flatrate: Provider[];
  rent: Provider[];
  buy: Provider[];
  /** The movie database's page for the title in that country, where it wants users sent. */
  link: string | null;
}

/**
 * The catalogue's three services behind one interface each (decision 019): the offline catalogue
 * shipped with the project, or the live outside service. Routes never know which one answers.
 * An unknown id is `null` (a 404); an outside service that fails throws `UpstreamError` (a 502).
 */
export interface MovieDatabase {
  readonly source: CatalogSource;
  searchMovies(query: string, page: number, lang: Lang): Promise<MoviePage>;
  searchShows(query: string, page: number, lang: Lang): Promise<ShowPage>;
  /** Page 1 of the movies coming out in that country (offline: the catalogue's most recent). */
  upcomingMovies(region: string, lang: Lang): Promise<MoviePage>;
  topRatedShows(lang: Lang): Promise<ShowPage>;
  movie(id: number, lang: Lang): Promise<MovieDetails | null>;
  show(id: number, lang: Lang): Promise<ShowDetails | null>;
  /** The movie or show an IMDb id (`tt…`) names; null when the database knows of none. */
  findByImdbId(imdbId: string): Promise<{ kind: CatalogKind; id: number } | null>;
  /** Where a title streams in one country; null when the title is unknown. */
  titleProviders(kind: CatalogKind, id: number, region: string): Promise<TitleProviders | null>;
  /**
   * Every offer of a title in each of these countries (one question however many countries), for
   * the availability module; null when the title is unknown. `fresh` asks past the cache and keeps
   * the answer out of it (the daily check, docs/decisions/043-streaming-availability-and-alerts.md).
   */
  titleOffers(
    kind: CatalogKind,
    id: number,
    regions: readonly string[],
    options?: { fresh?: boolean },
  ): Promise<Map<string, TitleOffers> | null>;
  genres(kind: CatalogKind, lang: Lang): Promise<Genre[]>;
  /** The streaming services offered in a country, in their display order. */
  watchProviders(kind: CatalogKind, region: string, lang: Lang): Promise<Provider[]>;
  /** The countries with streaming data (120), in the order of their English names. */
  regions(lang: Lang): Promise<Region[]>;
  discover(kind: CatalogKind, query: DiscoverQuery, lang: Lang): Promise<DiscoverPage>;
}

export interface VideoPlatform {
  readonly source: CatalogSource;
  /** 10 videos a page; tokens page forwards and back. */
  search(query: string, pageToken: string | undefined, lang: Lang): Promise<VideoPage>;
  /** The 25 most popular videos of a country. */
  trending(region: string, lang: Lang): Promise<Video[]>;
  video(id: string, lang: Lang): Promise<VideoDetails | null>;
}

/** `country` is the directory's storefront in lower case: `fr` for French, `us` otherwise. */
export interface PodcastDirectory {
  readonly source: CatalogSource;
  search(term: string, country: string): Promise<Podcast[]>;
  /** The top 50 of the country's chart. */
  top(country: string): Promise<Podcast[]>;
  /** One podcast by its directory id (the storefront's own, so no country). */
  podcast(id: string): Promise<Podcast | null>;
}

export interface Catalog {
  movies: MovieDatabase;
  videos: VideoPlatform;
  podcasts: PodcastDirectory;
}
