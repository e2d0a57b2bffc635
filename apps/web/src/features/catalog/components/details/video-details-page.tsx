import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useLang } from '../../../../hooks/use-lang';
import { ApiRequestError } from '../../../../lib/api-client';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import { videoQueryOptions } from '../../api/get-video';
import { useCatalogSlots } from '../catalog-slots';
import { useListsCountText } from './details-parts';

/** /youtubeDetails/{id}: the video's thumbnail, title, channel, date and description, and where to watch it. */
export function VideoDetailsPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t } = useTranslation('details');
  const lang = useLang();
  const slots = useCatalogSlots();
  const video = useQuery(videoQueryOptions(lang, id));
  const listsCount = useListsCountText(id, 'youtube');
  const unknown = video.isError && video.error instanceof ApiRequestError && video.error.status === 404;
  // null on an unknown video: the not-found page names the tab itself (this effect would run after its own).
  useDocumentTitle(unknown ? null : (video.data?.title ?? t('video.title')));
  if (unknown) return <>{notFound}</>;
  if (video.isPending) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8 sm:px-6" aria-hidden="true">
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <Skeleton className="h-8 w-2/3" />
      </div>
    );
  }
  if (video.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <ErrorState message={video.error.message} onRetry={() => void video.refetch()} retrying={video.isFetching} />
      </div>
    );
  }
  const data = video.data;
  const thumbnail = catalogImageUrl(data.thumbnail);
  const date = new Date(data.published_at);
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-8 sm:px-6">
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-surface-2 shadow-lg">
        {thumbnail && <img src={thumbnail} alt="" className="size-full object-cover" />}
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">{data.title}</h1>
      <p className="text-sm text-fg-muted">
        {data.channel_title}
        {Number.isNaN(date.getTime())
          ? ''
          : ` · ${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(data.id)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('video.watch')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
        {slots.addToLists({
          provider_id: data.id,
          provider_id_string: data.id,
          title: data.title,
          poster_path: data.thumbnail,
          type: 'youtube',
        })}
        {listsCount && <span className="text-sm text-fg-muted">{listsCount}</span>}
      </div>
      {data.description && <p className="text-base leading-relaxed whitespace-pre-line text-fg">{data.description}</p>}
    </article>
  );
}
