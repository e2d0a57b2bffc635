import type { CatalogInfo } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { catalogInfoQueryOptions } from '../api/get-catalog-info';

const VIDEO_SCREENS = [paths.youtubeSearch.path, paths.youtubeDetails.path];
const PODCAST_SCREENS = [paths.podcastsSearch.path];

/** The source a catalogue screen shows: videos, podcasts, else movies and shows (Binge Buddy's too). */
function sourceOf(pathname: string): keyof CatalogInfo {
  const shows = (patterns: string[]) => patterns.some((pattern) => matchPath(pattern, pathname));
  if (shows(VIDEO_SCREENS)) return 'videos';
  if (shows(PODCAST_SCREENS)) return 'podcasts';
  return 'movies';
}

/**
 * The discreet word under the catalogue's screens (docs/product.md#catalogue): when the screen's own
 * source has no key, its titles come from the built-in catalogue and where they stream is an
 * illustration. A movie's page with a live movie database says nothing, whatever the videos' source.
 */
export function CatalogSourceNote() {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const info = useQuery(catalogInfoQueryOptions());
  if (info.data?.[sourceOf(pathname)] !== 'offline') return null;
  return (
    <p className="mx-auto mt-10 flex max-w-7xl items-start gap-2 px-4 text-xs text-fg-muted sm:px-6">
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {t('sourceNote.offline')}
    </p>
  );
}
