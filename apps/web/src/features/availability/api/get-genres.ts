import { apiPath, type Lang, type WatchType } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

export interface TonightGenre {
  id: number;
  name: string;
  /** The kinds the genre applies to (the movie database keeps one list per kind). */
  types: WatchType[];
}

/** The movie and show genres in the language, merged by id, by name: Tonight's genre filter. */
export function genresQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: availabilityKeys.genres(lang),
    queryFn: async ({ signal }): Promise<TonightGenre[]> => {
      const [movies, shows] = await Promise.all(
        (['movie', 'tv'] as const).map((kind) => apiRequest(apiPath.genres, { params: { kind }, signal })),
      );
      const byId = new Map<number, TonightGenre>();
      const add = (genres: { id: number; name: string }[], type: WatchType) => {
        for (const genre of genres) {
          const known = byId.get(genre.id);
          if (known) known.types.push(type);
          else byId.set(genre.id, { id: genre.id, name: genre.name, types: [type] });
        }
      };
      add(movies?.genres ?? [], 'movie');
      add(shows?.genres ?? [], 'show');
      return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, lang));
    },
    staleTime: Infinity,
  });
}
