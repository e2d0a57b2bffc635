import { defaultRegionOf, type Lang } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../../hooks/use-lang';
import { useScrollToResults } from '../../../../hooks/use-scroll-to-results';
import { trendingVideosQueryOptions } from '../../api/get-trending-videos';
import { searchVideosQueryOptions } from '../../api/search-videos';
import { CatalogSearchPage } from './catalog-search-page';
import { PrevNext } from './prev-next';
import { ResultsState } from './results-state';
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
  const go = (text: string, pageToken?: string) => {
    const next = new URLSearchParams();
    if (text) next.set('q', text);
    if (text && pageToken) next.set('pageToken', pageToken);
    setParams(next);
  };
  const heading = q ? t('resultsFor', { term: q }) : t('videos.trending');
  return (
    <CatalogSearchPage
      copy="videos"
      mode="submit"
      value={q}
      onSearch={(text) => go(text)}
      found={results.data?.items.length}
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
    </CatalogSearchPage>
  );
}
