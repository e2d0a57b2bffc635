import { CARD_TITLE_MAX_CHARS, type ContentItem } from '@pepites/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../components/ui/cn';
import { Poster } from '../../../components/ui/poster';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { cutTitle } from '../../../lib/cut-title';
import { detailsHref, externalHref, posterUrl } from '../lib/content-links';
import { MediaTypeIcon } from './list-type-icon';
import { SeenToggle } from './seen-toggle';

export interface ContentCardProps {
  item: ContentItem;
  /** The creator's note under the title (a list's page). */
  showNote?: boolean;
}

/**
 * SPEC §2 Cards: the poster links to the item's page (podcasts to their directory page, in a new
 * tab), the seen toggle sits top right, and the title is cut at 20 characters above 400 px.
 */
export function ContentCard({ item, showNote = false }: ContentCardProps) {
  const { t } = useTranslation('lists');
  const wide = useMediaQuery('(min-width: 401px)', true);
  const shownTitle = wide ? cutTitle(item.title, CARD_TITLE_MAX_CHARS) : item.title;
  const internal = detailsHref(item);
  const external = externalHref(item);
  const body = (
    <>
      <Poster title={item.title} src={posterUrl(item.poster_path)} icon={<MediaTypeIcon type={item.type} />} />
      <span aria-hidden="true" className="mt-2 line-clamp-2 text-sm leading-snug font-medium text-fg group-hover:text-accent">
        {shownTitle}
      </span>
    </>
  );
  const linkClasses = cn('group block rounded-xl', focusRing);
  return (
    <div className="relative flex flex-col">
      {internal ? (
        <Link to={internal} aria-label={item.title} title={item.title} className={linkClasses}>
          {body}
        </Link>
      ) : (
        <a
          href={external ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${item.title} ${t('content.newTab')}`}
          title={item.title}
          className={linkClasses}
        >
          {body}
        </a>
      )}
      <div className="absolute end-1.5 top-1.5">
        <SeenToggle item={item} />
      </div>
      {internal && external && (
        <a
          href={external}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('content.watchExternal')} ${t('content.newTab')}`}
          className={cn('mt-1 inline-flex min-h-10 items-center gap-1 self-start rounded text-xs text-fg-muted hover:text-accent', focusRing)}
        >
          <ExternalLink aria-hidden="true" className="size-3.5" />
          {t('content.watchExternal')}
        </a>
      )}
      {showNote && item.note && (
        <p className="mt-1 line-clamp-4 text-xs text-fg-muted italic">
          <span className="sr-only">{t('content.noteLabel')} </span>{t('quote', { text: item.note })}
        </p>
      )}
    </div>
  );
}
