import type { ListType, MediaType } from '@pepites/contracts';
import { Clapperboard, Headphones, ListVideo, PlaySquare, Shapes, Tv, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

/** One icon per kind, the same as the navbar's entries for movies, shows, videos and podcasts. */
const ICONS: Record<ListType | 'empty', LucideIcon> = {
  movie: Clapperboard,
  show: Tv,
  'youtube-video': PlaySquare,
  podcast: Headphones,
  mixed: Shapes,
  empty: ListVideo,
};

const MEDIA_TO_LIST: Record<MediaType, ListType> = {
  movie: 'movie',
  show: 'show',
  youtube: 'youtube-video',
  podcast: 'podcast',
};

export function listTypeKey(type: ListType | null): ListType | 'empty' {
  return type ?? 'empty';
}

interface ListTypeIconProps {
  type: ListType | null;
  className?: string;
  /** Named for assistive tech ("Movie list"); decorative when the type is written next to it. */
  labelled?: boolean;
}

export function ListTypeIcon({ type, className, labelled = true }: ListTypeIconProps) {
  const { t } = useTranslation('lists');
  const key = listTypeKey(type);
  const Icon = ICONS[key];
  const label = t(`type.${key}`);
  return (
    <Icon
      className={cn('size-5 shrink-0', className)}
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

/** The icon of one item's kind, for a generated poster. */
export function MediaTypeIcon({ type, className }: { type: MediaType; className?: string }) {
  const Icon = ICONS[MEDIA_TO_LIST[type]];
  return <Icon aria-hidden="true" className={className} />;
}
