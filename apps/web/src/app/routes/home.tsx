import type { QueryClient } from '@tanstack/react-query';
import { Clapperboard, Tv } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterHydration } from '../../components/ui/after-hydration';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { catalogInfoQueryOptions } from '../../features/catalog/api/get-catalog-info';
import { topRatedShowsQueryOptions } from '../../features/catalog/api/get-top-rated-shows';
import {
  upcomingMoviesOptions,
  useMoviesRowKind,
  useTopRatedShows,
  useUpcomingMovies,
} from '../../features/catalog/api/home-titles';
import { HeroPosters } from '../../features/catalog/components/home/hero-posters';
import { TitleSlider } from '../../features/catalog/components/home/title-slider';
import { getHomeListsQueryOptions } from '../../features/home/api/get-home-lists';
import { getMostLikedQueryOptions } from '../../features/home/api/get-most-liked';
import { getStatsQueryOptions } from '../../features/home/api/get-stats';
import { HomeCounters } from '../../features/home/components/home-counters';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeLists } from '../../features/home/components/home-lists';
import { TopUsersSlider } from '../../features/home/components/top-users-slider';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLang } from '../../hooks/use-lang';
import { currentLang } from '../../lib/i18n';
import { loadedOnServer } from '../server-render';

// Only a member sees the hero's "create a list": a visitor's home goes without its code.
const HomeCreateList = lazy(() => import('./home-create-list').then((module) => ({ default: module.HomeCreateList })));

/** The hero's "create a list" until its code has arrived: the same button, not pressable yet. */
function HomeCreateListPending() {
  const { t } = useTranslation('home');
  return (
    <Button size="lg" disabled>
      <span aria-hidden="true" className="size-5" />
      {t('hero.createList')}
    </Button>
  );
}

/** Starts the home requests while the page renders; the page shows skeletons until they answer. */
export function homeLoader(queryClient: QueryClient) {
  return () => {
    const lang = currentLang();
    return loadedOnServer(
      queryClient.prefetchQuery(getStatsQueryOptions(lang)),
      queryClient.prefetchQuery(getHomeListsQueryOptions()),
      queryClient.prefetchQuery(getMostLikedQueryOptions(lang)),
      queryClient.prefetchQuery(catalogInfoQueryOptions()),
      queryClient.prefetchQuery(upcomingMoviesOptions(lang)),
      queryClient.prefetchQuery(topRatedShowsQueryOptions(lang)),
    );
  };
}

/** The home page: the hero, the community's lists, the counters and three sliders (members, upcoming or recent movies, top shows). */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { user } = useCurrentUser();
  const lang = useLang();
  const upcoming = useUpcomingMovies(lang);
  const moviesKind = useMoviesRowKind();
  const topShows = useTopRatedShows(lang);
  useDocumentTitle();
  const createList = user ? (
    <AfterHydration fallback={<HomeCreateListPending />}>
      <HomeCreateList userId={user.id} />
    </AfterHydration>
  ) : null;
  return (
    <>
      <HomeHero
        signedIn={Boolean(user)}
        createList={createList}
        aside={upcoming.data && <HeroPosters titles={upcoming.data} />}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
        <HomeLists />
        <HomeCounters />
        <TopUsersSlider />
        <TitleSlider
          heading={moviesKind ? t(`${moviesKind}.title`) : <Skeleton className="h-7 w-48" />}
          query={upcoming}
          errorMessage={t(`${moviesKind ?? 'upcoming'}.error`)}
          emptyMessage={t(`${moviesKind ?? 'upcoming'}.empty`)}
          emptyIcon={<Clapperboard />}
        />
        <TitleSlider
          heading={t('topShows.title')}
          query={topShows}
          errorMessage={t('topShows.error')}
          emptyMessage={t('topShows.empty')}
          emptyIcon={<Tv />}
        />
      </div>
    </>
  );
}
