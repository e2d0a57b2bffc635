import type { Video } from '@pepites/contracts';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../../components/ui/cn';
import { paths } from '../../../../config/paths';
import { useLang } from '../../../../hooks/use-lang';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import { useCatalogSlots } from '../catalog-slots';

/** A video: its 16:9 thumbnail and title link to its page; channel, date, and the add-to-lists control. */
export function VideoCard({ video }: { video: Video }) {
  const slots = useCatalogSlots();
  const lang = useLang();
  const thumbnail = catalogImageUrl(video.thumbnail);
  const date = new Date(video.published_at);
  return (
    <div className="flex h-full flex-col gap-2">
      <Link to={paths.youtubeDetails.href(video.id)} className={cn('group flex flex-col gap-2 rounded-xl', focusRing)}>
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-surface-2 shadow-md">
          {thumbnail && (
            <img src={thumbnail} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          )}
        </div>
        <span className="line-clamp-2 text-sm leading-snug font-medium text-fg group-hover:text-accent">
          {video.title}
        </span>
      </Link>
      <span className="truncate text-xs text-fg-muted">
        {video.channel_title}
        {Number.isNaN(date.getTime())
          ? ''
          : ` · ${new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}`}
      </span>
      {slots.addToLists(
        {
          provider_id: video.id,
          provider_id_string: video.id,
          title: video.title,
          poster_path: video.thumbnail,
          type: 'youtube',
        },
        { variant: 'secondary', className: 'mt-auto w-full' },
      )}
    </div>
  );
}

export function VideoGrid({ videos, label }: { videos: readonly Video[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
