import type { CatalogKind } from '@pepites/contracts';
import { paths } from '../../../config/paths';
import { TitleCard, type TitleCardProps } from './title-card';

interface MovieOrShowCardProps extends Pick<TitleCardProps, 'subtitle' | 'withAddButton'> {
  /** A movie or a show as the movie database lists it. */
  title: { id: number; title: string; poster_path: string | null };
  kind: CatalogKind;
}

/** A movie's or a show's card, linked to its details page in the app. */
export function MovieOrShowCard({ title, kind, ...props }: MovieOrShowCardProps) {
  return (
    <TitleCard
      item={{
        provider_id: String(title.id),
        title: title.title,
        poster_path: title.poster_path,
        type: kind === 'movie' ? 'movie' : 'show',
      }}
      href={kind === 'movie' ? paths.movieDetails.href(title.id) : paths.tvDetails.href(title.id)}
      {...props}
    />
  );
}
