import type { MovieDetails, ShowDetails } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../hooks/use-lang';
import { NewTabTextLink, useListsCountText } from './details-parts';
import { formatRuntime } from '../../../../lib/runtime';
import { formatDate } from './format';

type Kind = 'movie' | 'tv';
export type Fact = [label: string, value: ReactNode];

const STATUS_KEYS = {
  Ended: 'status.Ended',
  'Returning Series': 'status.ReturningSeries',
  Canceled: 'status.Canceled',
  'In Production': 'status.InProduction',
  Planned: 'status.Planned',
  Pilot: 'status.Pilot',
} as const;
const isKnownStatus = (status: string): status is keyof typeof STATUS_KEYS => status in STATUS_KEYS;

function ImdbLink({ id }: { id: string }) {
  const { t } = useTranslation('details');
  return (
    <NewTabTextLink href={`https://www.imdb.com/title/${encodeURIComponent(id)}/`}>
      {t('facts.imdbLink')}
    </NewTabTextLink>
  );
}

/**
 * The informations tab's facts, for a movie or a show. A fact nobody knows is left out by
 * the list rather than shown as a dash (docs/decisions/022-catalogue-facts-and-binge-buddy.md).
 */
export function useTitleFacts(kind: Kind, title: MovieDetails | ShowDetails): Fact[] {
  const { t } = useTranslation('details');
  const lang = useLang();
  const genres = title.genres.map((genre) => genre.name).join(', ');
  const lists = useListsCountText(String(title.id), kind === 'movie' ? 'movie' : 'show');
  if (kind === 'movie') {
    const movie = title as MovieDetails;
    return [
      [t('facts.originalTitle'), movie.original_title],
      [t('facts.releaseDate'), formatDate(movie.release_date, lang)],
      [t('facts.runtime'), formatRuntime(movie.runtime)],
      [t('facts.genres'), genres],
      [t('facts.directors'), movie.directors.join(', ')],
      [t('facts.companies'), movie.production_companies.map((company) => company.name).join(', ')],
      [
        t('facts.countries', { count: movie.production_countries.length }),
        movie.production_countries.map((country) => country.name).join(', '),
      ],
      [t('facts.imdb'), movie.imdb_id ? <ImdbLink id={movie.imdb_id} /> : null],
      [t('facts.lists'), lists],
    ];
  }
  const show = title as ShowDetails;
  const status = show.status && isKnownStatus(show.status) ? t(STATUS_KEYS[show.status]) : show.status;
  const episodeRuntime = show.episode_run_time[0];
  return [
    [t('facts.originalName'), show.original_name],
    [t('facts.firstAirDate'), formatDate(show.first_air_date, lang)],
    [t('facts.creators'), show.creators.join(', ')],
    [t('facts.networks', { count: show.networks.length }), show.networks.join(', ')],
    [t('facts.episodeRuntime'), episodeRuntime ? t('facts.minutes', { count: episodeRuntime }) : null],
    [t('facts.episodes'), show.number_of_episodes],
    [t('facts.seasons'), show.number_of_seasons],
    [t('facts.status'), status],
    [t('facts.genres'), genres],
  ];
}
