import type { Lang } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../../hooks/use-lang';
import { topPodcastsQueryOptions } from '../../api/get-top-podcasts';
import { searchPodcastsQueryOptions } from '../../api/search-podcasts';
import { PosterGrid } from '../poster-grid';
import { TitleCard } from '../title-card';
import { CatalogSearchPage } from './catalog-search-page';
import { ResultsState } from './results-state';

export const readPodcastTerm = (params: URLSearchParams) => (params.get('term') ?? '').trim().slice(0, 100);

/** The top 50 of the language's country until a search runs, else its results. */
export function podcastSearchOptions(lang: Lang, params: URLSearchParams) {
  const term = readPodcastTerm(params);
  return term ? searchPodcastsQueryOptions(lang, term) : topPodcastsQueryOptions(lang);
}

/** Podcast search: "results for" a term, or the trending podcasts; cards open the directory. */
export function PodcastSearchPage() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const term = readPodcastTerm(params);
  const results = useQuery(podcastSearchOptions(lang, params));
  const heading = term ? t('resultsFor', { term }) : t('podcasts.trending');
  return (
    <CatalogSearchPage
      copy="podcasts"
      mode="submit"
      value={term}
      onSearch={(text) => setParams(text ? { term: text } : {})}
      found={results.data?.results.length}
    >
      <h2 className="text-xl font-semibold text-fg">{heading}</h2>
      <ResultsState query={results} isEmpty={(found) => found.results.length === 0}>
        {(found) => (
          <PosterGrid label={heading}>
            {found.results.map((podcast) => (
              <li key={podcast.id}>
                <TitleCard
                  item={{
                    provider_id: podcast.id,
                    provider_id_string: podcast.id,
                    title: podcast.name,
                    poster_path: podcast.artwork,
                    type: 'podcast',
                  }}
                  href={podcast.url}
                  external
                  newTabLabel={t('newTab')}
                  subtitle={podcast.artist ?? undefined}
                />
              </li>
            ))}
          </PosterGrid>
        )}
      </ResultsState>
    </CatalogSearchPage>
  );
}
