import { defaultRegionOf, type Lang } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useLang } from '../../../../hooks/use-lang';
import { useScrollToResults } from '../../../../hooks/use-scroll-to-results';
import { trendingVideosQueryOptions } from '../../api/get-trending-videos';
import { searchVideosQueryOptions } from '../../api/search-videos';
import { PrevNext } from './prev-next';
import { ResultsState } from './results-state';
import { CatalogSearchBox } from './search-box';
import { SearchPage } from './search-page';
import { VideoGrid } from './video-card';

/** `?q=&pageToken=`: what was searched and which page of it. */
export function readVideoSearch(params: URLSearchParams): { q: string; pageToken: string | undefined } {
  const token = params.get('pageToken') ?? undefined;
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    pageToken: token && /^[A-Za-z0-9_-]{1,64}$/.test(token) ? token : undefined,
  };
}

/** The trending videos until a search runs, else that search's page. */
export function videoSearchOptions(lang: Lang, params: URLSearchParams) {
  const { q, pageToken } = readVideoSearch(params);
  return q ? searchVideosQueryOptions(lang, q, pageToken) : trendingVideosQueryOptions(lang, defaultRegionOf(lang));
}

/** Video-site search and trending: search on Enter, 10 a page paged by tokens; 25 trending. */
export function VideoSearchPage() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const { q } = readVideoSearch(params);
  const results = useQuery(videoSearchOptions(lang, params));
  const { targetRef: headingRef, request: scrollToResults } = useScrollToResults<HTMLHeadingElement>(
    results.isPlaceholderData ? undefined : results.data,
  );
  useDocumentTitle(t('videos.title'));
  const go = (text: string, pageToken?: string) => {
    const next = new URLSearchParams();
    if (text) next.set('q', text);
    if (text && pageToken) next.set('pageToken', pageToken);
    setParams(next);
  };
  const heading = q ? t('resultsFor', { term: q }) : t('videos.trending');
  return (
    <SearchPage
      title={t('videos.title')}
      box={
        <CatalogSearchBox
          mode="submit"
          label={t('videos.label')}
          placeholder={t('videos.placeholder')}
          value={q}
          onSearch={(text) => go(text)}
        />
      }
      announcement={results.data ? t('found', { count: results.data.items.length }) : undefined}
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
        {heading}
      </h2>
      <ResultsState query={results} isEmpty={(page) => page.items.length === 0}>
        {(page) => (
          <div className="flex flex-col gap-8">
            <VideoGrid videos={page.items} label={heading} />
            {q && (page.nextPageToken || page.prevPageToken) && (
              <PrevNext
                onPrevious={() => {
                  scrollToResults();
                  go(q, page.prevPageToken ?? undefined);
                }}
                onNext={() => {
                  scrollToResults();
                  go(q, page.nextPageToken ?? undefined);
                }}
                previousDisabled={!page.prevPageToken}
                nextDisabled={!page.nextPageToken}
              />
            )}
          </div>
        )}
      </ResultsState>
    </SearchPage>
  );
}
