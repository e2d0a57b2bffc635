import type { WatchType } from '@pepites/contracts';
import { paths } from '../../../config/paths';

/** A movie's or a show's page. */
export function titleHref(type: WatchType, providerId: string): string {
  return type === 'movie' ? paths.movieDetails.href(providerId) : paths.tvDetails.href(providerId);
}
