import {
  CATALOG_DEFAULT_QUERY,
  CATALOG_PAGE_MAX,
  CATALOG_PAGE_SIZE,
  type CatalogKind,
  type Lang,
  type MoviePage,
  type ShowPage,
} from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../../hooks/use-lang';
import { useScrollToResults } from '../../../../hooks/use-scroll-to-results';
import { searchTitlesQueryOptions } from '../../api/search-titles';
import { PosterGrid } from '../poster-grid';
import { MovieOrShowCard } from '../movie-or-show-card';
import { CatalogSearchPage } from './catalog-search-page';
import { PrevNext } from './prev-next';
import { ResultsState } from './results-state';

/** `?query=&page=` of a movie or show search: an empty query is "a", a bad page is 1. */
export function readTitleSearch(params: URLSearchParams): { query: string; page: number } {
  const query = (params.get('query') ?? '').trim().slice(0, 100) || CATALOG_DEFAULT_QUERY;
  const page = Number(params.get('page'));
  return { query, page: Number.isInteger(page) && page >= 1 && page <= CATALOG_PAGE_MAX ? page : 1 };
}

export function titleSearchOptions(kind: CatalogKind, lang: Lang, params: URLSearchParams) {
  const { query, page } = readTitleSearch(params);
  return searchTitlesQueryOptions(kind, lang, query, page);
}

interface Found {
  id: number;
  title: string;
  poster_path: string | null;
  year: string;
}

const foundOf = (kind: CatalogKind, page: MoviePage | ShowPage): Found[] =>
  kind === 'movie'
    ? (page as MoviePage).results.map((movie) => ({
        id: movie.id,
        title: movie.title,
        poster_path: movie.poster_path,
        year: movie.release_date.slice(0, 4),
      }))
    : (page as ShowPage).results.map((show) => ({
        id: show.id,
        title: show.name,
        poster_path: show.poster_path,
        year: show.first_air_date.slice(0, 4),
      }));

/**
 * Movie search and TV show search: typing searches after a pause and goes back to page 1,
 * clearing goes back to "a", 20 posters a page, Previous/Next only under a full page.
 */
export function TitleSearchPage({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const { query, page } = readTitleSearch(params);
  const results = useQuery(titleSearchOptions(kind, lang, params));
  const copy = kind === 'movie' ? 'movies' : 'shows';
  const { targetRef: headingRef, request: scrollToResults } = useScrollToResults<HTMLHeadingElement>(
    results.isPlaceholderData ? undefined : results.data,
  );
  const heading = query === CATALOG_DEFAULT_QUERY ? t(`${copy}.results`) : t('resultsFor', { term: query });

  const go = (next: { query: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.query && next.query !== CATALOG_DEFAULT_QUERY) search.set('query', next.query);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const data = results.data;
  const fullPage = data?.results.length === CATALOG_PAGE_SIZE;

  return (
    <CatalogSearchPage
      copy={copy}
      mode="typing"
      value={query === CATALOG_DEFAULT_QUERY ? '' : query}
      onSearch={(text) => go({ query: text, page: 1 })}
      found={data?.total_results}
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
        {heading}
      </h2>
      <ResultsState query={results} isEmpty={(found) => found.results.length === 0}>
        {(found) => (
          <div className="flex flex-col gap-8">
            <PosterGrid label={heading}>
              {foundOf(kind, found).map((title) => (
                <li key={title.id}>
                  <MovieOrShowCard title={title} kind={kind} subtitle={title.year || undefined} />
                </li>
              ))}
            </PosterGrid>
            {fullPage && (
              <PrevNext
                onPrevious={() => {
                  scrollToResults();
                  go({ query, page: page - 1 });
                }}
                onNext={() => {
                  scrollToResults();
                  go({ query, page: page + 1 });
                }}
                previousDisabled={page <= 1}
                nextDisabled={!fullPage || page >= found.total_pages}
                status={t('pageOf', { page, total: found.total_pages })}
              />
            )}
          </div>
        )}
      </ResultsState>
    </CatalogSearchPage>
  );
}
