import { CARD_TITLE_MAX_CHARS, type AddContentInput } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../components/ui/cn';
import { Poster } from '../../../components/ui/poster';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { catalogImageUrl } from '../../../lib/catalog-images';
import { cutTitle } from '../../../lib/cut-title';
import { useCatalogSlots } from './catalog-slots';

export interface TitleCardProps {
  /** What the card shows and what "add to a list" adds. */
  item: AddContentInput & { title: string; type: AddContentInput['type'] };
  /** The details page in the app, or an outside page (opened in a new tab) for podcasts. */
  href: string;
  external?: boolean;
  /** A line under the title: a year, a channel, a publisher. */
  subtitle?: ReactNode;
  /** The outside page's accessible hint ("opens in a new tab"). */
  newTabLabel?: string;
  /** Without the add-to-lists control (Binge Buddy's results, the home sliders). */
  withAddButton?: boolean;
}

/**
 * A catalogue title on a search grid or a slider (SPEC §2): the poster links to its page, the title
 * is cut at 20 characters above 400 px, and the add-to-lists control sits under it (disabled with a
 * hint for visitors).
 */
export function TitleCard({ item, href, external = false, subtitle, newTabLabel, withAddButton = true }: TitleCardProps) {
  const slots = useCatalogSlots();
  const wide = useMediaQuery('(min-width: 401px)', true);
  const shownTitle = wide ? cutTitle(item.title, CARD_TITLE_MAX_CHARS) : item.title;
  const body = (
    <>
      <Poster title={item.title} src={catalogImageUrl(item.poster_path ?? null)} icon={slots.typeIcon(item.type)} />
      <span aria-hidden="true" className="mt-2 line-clamp-2 text-sm leading-snug font-medium text-fg group-hover:text-accent">
        {shownTitle}
      </span>
    </>
  );
  const linkClasses = cn('group block rounded-xl', focusRing);
  return (
    <div className="flex h-full flex-col">
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={newTabLabel ? `${item.title} ${newTabLabel}` : item.title} title={item.title} className={linkClasses}>
          {body}
        </a>
      ) : (
        <Link to={href} aria-label={item.title} title={item.title} className={linkClasses}>
          {body}
        </Link>
      )}
      {subtitle && <span className="mt-0.5 truncate text-xs text-fg-muted">{subtitle}</span>}
      {withAddButton && slots.addToLists(item, { variant: 'secondary', className: 'mt-2 w-full' })}
    </div>
  );
}
