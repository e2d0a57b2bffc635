import type { ContentItem } from '@pepites/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';
import { PosterLink } from '../../../components/ui/poster-link';
import { detailsHref, externalHref } from '../lib/content-links';
import { itemPosterProps } from './item-poster';
import { SeenToggle } from './seen-toggle';

export interface ContentCardProps {
  item: ContentItem;
  /** The creator's note under the title (a list's page). */
  showNote?: boolean;
  /** One of the first cards on screen when the page opens: its poster is fetched at once. */
  priority?: boolean;
  /** "added by X" on a list made together (docs/decisions/038-community.md), already worded. */
  addedBy?: string | null;
  /** Where the title streams for the member, under the card, composed by the app (decision 043). */
  mark?: ReactNode;
}

/**
 * An item's card: the poster links to the item's page (podcasts to their directory page, in a new
 * tab), the seen toggle sits top right, and the title is cut at 20 characters above 400 px.
 */
export function ContentCard({ item, showNote = false, priority = false, addedBy = null, mark }: ContentCardProps) {
  const { t } = useTranslation('lists');
  const internal = detailsHref(item);
  const external = externalHref(item);
  return (
    <div className="relative flex flex-col">
      <PosterLink
        {...itemPosterProps(item)}
        href={internal ?? external ?? ''}
        external={!internal}
        newTabLabel={t('content.newTab')}
        priority={priority}
      />
      <div className="absolute end-1.5 top-1.5">
        <SeenToggle item={item} />
      </div>
      {mark}
      {internal && external && (
        <a
          href={external}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('content.watchExternal')} ${t('content.newTab')}`}
          className={cn(
            'mt-1 inline-flex min-h-10 items-center gap-1 self-start rounded text-xs text-fg-muted hover:text-accent',
            focusRing,
          )}
        >
          <ExternalLink aria-hidden="true" className="size-3.5" />
          {t('content.watchExternal')}
        </a>
      )}
      {addedBy && <p className="mt-1 text-xs break-all text-fg-muted">{addedBy}</p>}
      {showNote && item.note && (
        <p className="mt-1 line-clamp-4 text-xs text-fg-muted italic">
          <span className="sr-only">{t('content.noteLabel')} </span>
          {t('quote', { text: item.note })}
        </p>
      )}
    </div>
  );
}
