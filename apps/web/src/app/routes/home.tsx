import type { QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { getMostLikedQueryOptions } from '../../features/home/api/get-most-liked';
import { getStatsQueryOptions } from '../../features/home/api/get-stats';
import { HomeCounters } from '../../features/home/components/home-counters';
import { HomeHero } from '../../features/home/components/home-hero';
import { TopUsersSlider } from '../../features/home/components/top-users-slider';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { currentLang } from '../../lib/i18n';
import { loadedOnServer } from '../server-render';
import { HomeCreateList } from './home-create-list';

/** Starts the home requests while the page renders; the page shows skeletons until they answer. */
export function homeLoader(queryClient: QueryClient) {
  return () => {
    const lang = currentLang();
    return loadedOnServer(queryClient.prefetchQuery(getStatsQueryOptions(lang)), queryClient.prefetchQuery(getMostLikedQueryOptions(lang)));
  };
}

/** / (SPEC §2 Home). The upcoming-movies and top-rated-shows sliders come with the catalogue. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  useDocumentTitle();
  return (
    <>
      <HomeHero signedIn={Boolean(user)} createList={user ? <HomeCreateList userId={user.id} /> : null} />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
        <HomeCounters />
        <TopUsersSlider />
      </div>
    </>
  );
}
