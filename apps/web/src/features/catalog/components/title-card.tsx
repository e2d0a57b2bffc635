import type { AddContentInput } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { PosterLink } from '../../../components/ui/poster-link';
import { catalogImageUrl } from '../../../lib/catalog-images';
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
 * A catalogue title on a search grid or a slider: the poster links to its page, the title
 * is cut at 20 characters above 400 px, and the add-to-lists control sits under it (disabled with a
 * hint for visitors).
 */
export function TitleCard({
  item,
  href,
  external = false,
  subtitle,
  newTabLabel,
  withAddButton = true,
}: TitleCardProps) {
  const slots = useCatalogSlots();
  return (
    <div className="flex h-full flex-col">
      <PosterLink
        title={item.title}
        src={catalogImageUrl(item.poster_path ?? null)}
        icon={slots.typeIcon(item.type)}
        type={item.type}
        href={href}
        external={external}
        newTabLabel={newTabLabel}
      />
      {subtitle && <span className="mt-0.5 truncate text-xs text-fg-muted">{subtitle}</span>}
      {withAddButton && slots.addToLists(item, { variant: 'secondary', className: 'mt-2 w-full' })}
    </div>
  );
}
