import { LIST_SLIDER_STEP_PX, type ListSummary } from '@pepites/contracts';
import { Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { IconButton } from '../../../components/ui/icon-button';
import { FIRST_SCREEN_POSTERS } from '../../../components/ui/poster';
import { Slider } from '../../../components/ui/slider';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { tagLabel } from '../lib/tags';
import { ContentCard } from './content-card';
import { LikeButton } from './like-button';
import { ListCardMenu } from './list-card-menu';
import { ListTypeIcon } from './list-type-icon';
import { ShareDialog } from './share-dialog';
import { useViewer } from './viewer-provider';
import { PrivateBadge } from './private-badge';

export interface ListCardProps {
  list: ListSummary;
  /** Hidden on My lists, where every list is the viewer's own. */
  showCreator?: boolean;
  /** The page's first card: the posters on screen when the page opens are fetched at once. */
  priority?: boolean;
}

/**
 * A list's card: type icon and title (to the list's page), creator avatar, the creator's options,
 * the quoted description, a slider of items (step 200), like, the first tag only, and share.
 */
export function ListCard({ list, showCreator = true, priority = false }: ListCardProps) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const viewer = useViewer();
  const titleId = useId();
  const firstTag = list.tags[0];
  // Cards below the fold are neither laid out nor painted until they near the viewport: a page of
  // ten cards costs the browser about two until the visitor scrolls.
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm [contain-intrinsic-size:auto_26rem] [content-visibility:auto] sm:p-5"
    >
      <header className="flex items-start gap-3">
        <ListTypeIcon type={list.type} className="mt-1 text-accent" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold text-fg">
            <Link to={paths.listDetails.href(list.id)} className={cn('rounded hover:text-accent', focusRing)}>
              {list.title}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            <span className="tabular-nums">{t('card.items', { count: list.item_count })}</span>
            {list.privacy === 'private' && <PrivateBadge />}
          </p>
        </div>
        {showCreator && (
          <Link
            to={paths.browseLists.href(list.creator.id)}
            aria-label={t('card.creator', { name: list.creator.user_name })}
            title={list.creator.user_name}
            className={cn('rounded-full', focusRing)}
          >
            <Avatar name={list.creator.user_name} src={list.creator.avatar} />
          </Link>
        )}
        {viewer?.id === list.creator_id && <ListCardMenu list={list} />}
      </header>
      {list.description && (
        <p className="line-clamp-3 text-sm text-fg-muted italic">{t('quote', { text: list.description })}</p>
      )}
      <Slider
        title={t('card.contents', { title: list.title })}
        hideTitle
        headingLevel={3}
        step={LIST_SLIDER_STEP_PX}
        items={list.content}
        getKey={(item) => item.id}
        renderItem={(item, index) => <ContentCard item={item} priority={priority && index < FIRST_SCREEN_POSTERS} />}
        itemClassName="w-[106px] sm:w-[132px]"
        empty={
          <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">
            {t('card.empty')}
          </p>
        }
      />
      <footer className="mt-auto flex flex-wrap items-center gap-2">
        <LikeButton listId={list.id} liked={list.liked} likes={list.likes} />
        {firstTag && (
          <span className="inline-flex min-h-7 items-center rounded-full bg-accent-soft px-3 text-xs font-medium text-fg">
            <span className="sr-only">{t('card.tag')} </span>
            <span>{tagLabel(firstTag, lang)}</span>
          </span>
        )}
        <ShareDialog
          listId={list.id}
          title={list.title}
          trigger={<IconButton className="ms-auto" label={t('share.open', { title: list.title })} icon={<Share2 />} />}
        />
      </footer>
    </article>
  );
}

/** The shape of a card while its page loads. */
export function ListCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <div className="size-5 animate-pulse rounded bg-surface-3" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-surface-3" />
        <div className="ms-auto size-10 animate-pulse rounded-full bg-surface-3" />
      </div>
      <div className="h-4 w-3/4 animate-pulse rounded bg-surface-3" />
      <div className="flex justify-end gap-1">
        <div className="size-10 animate-pulse rounded-lg bg-surface-3" />
        <div className="size-10 animate-pulse rounded-lg bg-surface-3" />
      </div>
      <div className="flex gap-6 overflow-hidden py-2">
        {[0, 1, 2, 3].map((index) => (
          <div
            key={index}
            className="aspect-[2/3] w-[106px] shrink-0 animate-pulse rounded-xl bg-surface-3 sm:w-[132px]"
          />
        ))}
      </div>
      <div className="h-10 w-24 animate-pulse rounded-lg bg-surface-3" />
    </div>
  );
}
