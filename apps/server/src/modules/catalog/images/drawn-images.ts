import { LANGS, titleIdSchema, videoIdSchema, type Lang } from '@pepites/contracts';
import { z } from 'zod';
import { offlineData } from '../offline/offline-data.js';
import { movieTitle, showName } from '../offline/offline-titles.js';
import { drawPoster, drawThumbnail } from './draw-poster.js';

/** The offline catalogue's drawn images (`….svg`): their file names and the drawing each one names. */

const yearOf = (date: string) => date.slice(0, 4) || null;
export const svgFile = <T extends z.ZodType<unknown, string>>(id: T) =>
  z
    .string()
    .regex(/^[^/]+\.svg$/, 'field.invalid')
    .transform((file) => file.slice(0, -4))
    .pipe(id);

/** A movie's or show's drawing: `11.svg` (its English title) or `11.fr.svg` (its title in that language); any other language is a 400. */
const TITLE_SVG = new RegExp(`^([^/.]+)(?:\\.(${LANGS.join('|')}))?\\.svg$`);
const titleSvgFile = z
  .string()
  .regex(TITLE_SVG, 'field.invalid')
  .transform((file) => {
    const [, id = '', lang] = TITLE_SVG.exec(file) ?? [];
    // The pattern lets only one of LANGS through.
    return lang ? { id, lang: lang as Lang } : { id };
  })
  .pipe(z.object({ id: titleIdSchema, lang: z.enum(LANGS).optional() }));

export const posterParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('movie'), file: titleSvgFile }),
  z.object({ kind: z.literal('tv'), file: titleSvgFile }),
  z.object({ kind: z.literal('video'), file: svgFile(videoIdSchema) }),
  z.object({ kind: z.literal('podcast'), file: svgFile(z.string().regex(/^[0-9]{1,12}$/, 'field.invalid')) }),
]);
export type DrawnParams = { kind: 'movie' | 'tv'; id: number; lang?: Lang } | { kind: 'video' | 'podcast'; id: string };

export const drawnParams = (params: z.infer<typeof posterParams>): DrawnParams =>
  params.kind === 'movie' || params.kind === 'tv'
    ? { kind: params.kind, ...params.file }
    : { kind: params.kind, id: params.file };

/** A movie's or show's poster: `shown` is its title in the language asked, `english` seeds the picture. */
const titlePoster = (mark: string, english: string, shown: string, releaseDate: string, genreIds: readonly number[]) =>
  drawPoster({ title: shown, caption: yearOf(releaseDate), genreIds, mark, seed: english });

/**
 * The offline catalogue's drawn images, for its titles only (an unknown id is a 404). A movie or show
 * is drawn with its title in the language asked (English by default) and seeded by its English title,
 * so that both languages' posters are the same picture with its title translated.
 */
export function drawn(params: DrawnParams): string | null {
  const data = offlineData();
  switch (params.kind) {
    case 'movie': {
      const movie = data.movieById.get(params.id);
      return movie
        ? titlePoster('FILM', movie.title, movieTitle(movie, params.lang ?? 'en'), movie.release_date, movie.genre_ids)
        : null;
    }
    case 'tv': {
      const show = data.showById.get(params.id);
      return show
        ? titlePoster('TV', show.name, showName(show, params.lang ?? 'en'), show.first_air_date, show.genre_ids)
        : null;
    }
    case 'video': {
      const video = data.videoById.get(params.id);
      return video
        ? drawThumbnail({ title: video.title, caption: video.channel_title, genreIds: [], mark: 'VIDEO' })
        : null;
    }
    case 'podcast': {
      const podcast = data.podcastById.get(params.id);
      // A 2:3 poster like the others: podcasts share the catalogue's grids.
      return podcast
        ? drawPoster({ title: podcast.name, caption: podcast.artist, genreIds: [], mark: 'PODCAST' })
        : null;
    }
  }
}
