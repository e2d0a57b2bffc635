import { HOME_LIST_POSTERS, type ListCard } from '@pepites/contracts';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, avatarColour } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { PosterBackdrop, showsWhole } from '../../../components/ui/poster';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { catalogImageUrl } from '../../../lib/catalog-images';
import { numberFormat } from '../../../lib/number-format';

/** A served width at least twice a strip poster's (about 60 px). */
const STRIP_POSTER_WIDTH = 185;
const SLOTS = Array.from({ length: HOME_LIST_POSTERS }, (_, index) => index);
const stripColumns = { gridTemplateColumns: `repeat(${HOME_LIST_POSTERS}, minmax(0, 1fr))` };
const thumbnail = 'aspect-[2/3] w-full rounded-lg';

/**
 * The list's first posters, each one element on the colour of its generated poster: the
 * colour shows while the image loads and if it fails (an empty alt draws no broken image). Lighter
 * than a Poster each, as a home page holds a dozen strips. A shorter list leaves its places drawn.
 * A video's or a podcast's image is shown whole over its blurred self, as a Poster does.
 */
function PosterStrip({ posters }: { posters: ListCard['posters'] }) {
  return (
    <div aria-hidden="true" className="grid gap-1.5" style={stripColumns}>
      {SLOTS.map((slot) => {
        const poster = posters[slot];
        if (!poster)
          return <span key={`empty-${slot}`} className={cn(thumbnail, 'border border-dashed border-border')} />;
        const src = catalogImageUrl(poster.poster_path, STRIP_POSTER_WIDTH);
        const colour = { backgroundColor: avatarColour(poster.title) };
        if (src && showsWhole(poster.type)) {
          return (
            <span key={poster.id} style={colour} className={cn(thumbnail, 'relative overflow-hidden shadow-sm')}>
              <PosterBackdrop src={src} />
              <img
                src={src}
                alt=""
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-contain"
              />
            </span>
          );
        }
        return src ? (
          <img
            key={poster.id}
            src={src}
            alt=""
            loading="lazy"
            decoding="async"
            style={colour}
            className={cn(thumbnail, 'object-cover shadow-sm')}
          />
        ) : (
          <span key={poster.id} style={colour} className={cn(thumbnail, 'shadow-sm')} />
        );
      })}
    </div>
  );
}

export interface HomeListCardProps {
  list: ListCard;
  /** Likes of the last days, said next to the total (the week's most liked). */
  weekLikes?: number;
}

/** A list on the home page: its first posters, title, creator, counts; the whole card opens the list. */
export function HomeListCard({ list, weekLikes = 0 }: HomeListCardProps) {
  const { t } = useTranslation('home');
  const format = numberFormat(useLang());
  const items = t('lists.items', { count: list.item_count });
  const week = weekLikes > 0 ? t('lists.weekLikes', { count: weekLikes, formatted: format.format(weekLikes) }) : null;
  const label = [
    list.title,
    t('lists.by', { name: list.creator.user_name }),
    items,
    t('lists.likes', { count: list.likes, formatted: format.format(list.likes) }),
    week,
  ];
  // Cards scrolled out of their row are neither laid out nor painted until they near the viewport.
  return (
    <Link
      to={paths.listDetails.href(list.id)}
      aria-label={label.filter(Boolean).join(', ')}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-3 shadow-sm transition-shadow duration-150 [contain-intrinsic-size:auto_13.75rem] [content-visibility:auto] hover:shadow-md sm:[contain-intrinsic-size:auto_14.25rem]',
        focusRing,
      )}
    >
      <PosterStrip posters={list.posters} />
      <span className="line-clamp-2 min-h-[2lh] leading-snug font-semibold text-fg group-hover:text-accent">
        {list.title}
      </span>
      <span className="flex min-w-0 items-center gap-2 text-sm text-fg-muted">
        <Avatar name={list.creator.user_name} src={list.creator.avatar} size="sm" />
        <span className="truncate">{list.creator.user_name}</span>
      </span>
      <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted tabular-nums">
        <span>{items}</span>
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-4 fill-heart text-heart" />
          {format.format(list.likes)}
        </span>
        {week && <span className="rounded-full bg-accent-soft px-2 text-xs leading-6 font-medium text-fg">{week}</span>}
      </span>
    </Link>
  );
}

export function HomeListCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border p-3">
      <div className="grid gap-1.5" style={stripColumns}>
        {SLOTS.map((slot) => (
          <Skeleton key={slot} className="aspect-[2/3]" />
        ))}
      </div>
      <Skeleton className="h-5 w-3/4" />
      <div className="flex items-center gap-2">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
