import type { ContentItem } from '@pepites/contracts';
import type { PosterProps } from '../../../components/ui/poster';
import { posterUrl } from '../lib/content-links';
import { MediaTypeIcon } from './list-type-icon';

/** What a list item's poster shows: its picture, else its kind's icon, framed for its kind. */
export function itemPosterProps(
  item: Pick<ContentItem, 'title' | 'poster_path' | 'type'>,
): Pick<PosterProps, 'title' | 'src' | 'icon' | 'type'> {
  return {
    title: item.title,
    src: posterUrl(item.poster_path),
    icon: <MediaTypeIcon type={item.type} />,
    type: item.type,
  };
}
