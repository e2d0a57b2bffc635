import { HOME_SLIDER_STEP_PX, type MovieDetails, type ShowDetails } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ui/error-state';
import { Slider } from '../../../../components/ui/slider';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { paths } from '../../../../config/paths';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useLang } from '../../../../hooks/use-lang';
import { ApiRequestError } from '../../../../lib/api-client';
import { titleDetailsQueryOptions } from '../../api/get-title-details';
import { useCatalogSlots } from '../catalog-slots';
import { TitleCard } from '../title-card';
import { CastGrid, DetailsHero, DetailsSkeleton, FactsList, useListsCountText } from './details-parts';
import { formatRuntime } from '../../../../lib/runtime';
import { yearOf } from './format';
import { StreamingPanel } from './streaming-panel';
import { useTitleFacts } from './title-facts';

type Kind = 'movie' | 'tv';

function ListsCount({ kind, id }: { kind: Kind; id: number }) {
  const text = useListsCountText(String(id), kind === 'movie' ? 'movie' : 'show');
  return text ? <span className="text-sm text-fg-muted">{text}</span> : null;
}

function Loaded({ kind, title }: { kind: Kind; title: MovieDetails | ShowDetails }) {
  const { t } = useTranslation('details');
  const slots = useCatalogSlots();
  const name = kind === 'movie' ? (title as MovieDetails).title : (title as ShowDetails).name;
  const date = kind === 'movie' ? (title as MovieDetails).release_date : (title as ShowDetails).first_air_date;
  const type = kind === 'movie' ? 'movie' : 'show';
  const facts = useTitleFacts(kind, title);
  useDocumentTitle(name);
  // The show page offers the add button to members only; the movie page shows it disabled.
  const addButton =
    kind === 'tv' && !slots.signedIn
      ? null
      : slots.addToLists({ provider_id: String(title.id), title: name, poster_path: title.poster_path, type });
  const seasons = kind === 'tv' ? (title as ShowDetails).number_of_seasons : null;
  const heroFacts =
    kind === 'movie'
      ? [formatRuntime((title as MovieDetails).runtime)]
      : [seasons ? t('hero.seasons', { count: seasons }) : ''];
  const similar =
    kind === 'movie'
      ? (title as MovieDetails).similar.map((entry) => ({
          id: entry.id,
          name: entry.title,
          poster_path: entry.poster_path,
        }))
      : (title as ShowDetails).similar.map((entry) => ({
          id: entry.id,
          name: entry.name,
          poster_path: entry.poster_path,
        }));
  return (
    <div className="flex flex-col gap-10">
      <DetailsHero
        title={name}
        posterPath={title.poster_path}
        year={yearOf(date)}
        genres={title.genres}
        facts={heroFacts}
        type={type}
        actions={
          <>
            {addButton}
            <ListsCount kind={kind} id={title.id} />
            {slots.signedIn && <div className="w-full">{slots.titleAlert(type, title.id)}</div>}
          </>
        }
      />
      <Tabs defaultValue="info" className="flex flex-col gap-4">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="info">{t('tabs.info')}</TabsTrigger>
          <TabsTrigger value="cast">{t('tabs.cast')}</TabsTrigger>
        </TabsList>
        <TabsContent value="info" className="flex flex-col gap-6">
          {title.overview && <p className="max-w-3xl text-base leading-relaxed text-fg">{title.overview}</p>}
          <FactsList facts={facts} />
        </TabsContent>
        <TabsContent value="cast">
          <CastGrid cast={title.cast} />
        </TabsContent>
      </Tabs>
      <StreamingPanel kind={kind} id={title.id} />
      {similar.length > 0 && (
        <Slider
          title={t(kind === 'movie' ? 'similar.movies' : 'similar.shows')}
          items={similar}
          getKey={(entry) => entry.id}
          step={HOME_SLIDER_STEP_PX}
          renderItem={(entry) => (
            <TitleCard
              item={{ provider_id: String(entry.id), title: entry.name, poster_path: entry.poster_path, type }}
              href={kind === 'movie' ? paths.movieDetails.href(entry.id) : paths.tvDetails.href(entry.id)}
              withAddButton={false}
            />
          )}
        />
      )}
    </div>
  );
}

/** Movie details and show details (docs/product.md#title-pages); an unknown title is the not-found page. */
export function TitleDetailsPage({ kind, id, notFound }: { kind: Kind; id: number; notFound: ReactNode }) {
  const lang = useLang();
  const details = useQuery(titleDetailsQueryOptions(kind, lang, id));
  if (details.isError && details.error instanceof ApiRequestError && details.error.status === 404)
    return <>{notFound}</>;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {details.isPending ? (
        <DetailsSkeleton />
      ) : details.isError ? (
        <ErrorState
          message={details.error.message}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <Loaded kind={kind} title={details.data} />
      )}
    </div>
  );
}
