import { titleIdSchema, videoIdSchema } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.js';
import { offlineData } from '../offline/offline-data.js';
import { drawLogo, drawPoster, drawThumbnail } from './draw-poster.js';

const tags = ['catalog'];
/** Drawn from facts that change only with a new release of the catalogue. */
const IMAGE_CACHE_CONTROL = 'public, max-age=604800';
/** An SVG is a document: nothing in ours may run or load anything, even opened on its own. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const yearOf = (date: string) => date.slice(0, 4) || null;
const svgFile = <T extends z.ZodType<unknown, string>>(id: T) =>
  z
    .string()
    .regex(/^[^/]+\.svg$/, 'field.invalid')
    .transform((file) => file.slice(0, -4))
    .pipe(id);

const posterParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('movie'), file: svgFile(titleIdSchema) }),
  z.object({ kind: z.literal('tv'), file: svgFile(titleIdSchema) }),
  z.object({ kind: z.literal('video'), file: svgFile(videoIdSchema) }),
  z.object({ kind: z.literal('podcast'), file: svgFile(z.string().regex(/^[0-9]{1,12}$/, 'field.invalid')) }),
]);

/** The offline catalogue's drawn images, for its titles only (an unknown id is a 404). */
function drawn(params: z.infer<typeof posterParams>): string | null {
  const data = offlineData();
  switch (params.kind) {
    case 'movie': {
      const movie = data.movieById.get(params.file);
      return movie ? drawPoster({ title: movie.title, caption: yearOf(movie.release_date), genreIds: movie.genre_ids, mark: 'FILM' }) : null;
    }
    case 'tv': {
      const show = data.showById.get(params.file);
      return show ? drawPoster({ title: show.name, caption: yearOf(show.first_air_date), genreIds: show.genre_ids, mark: 'TV' }) : null;
    }
    case 'video': {
      const video = data.videoById.get(params.file);
      return video ? drawThumbnail({ title: video.title, caption: video.channel_title, genreIds: [], mark: 'VIDEO' }) : null;
    }
    case 'podcast': {
      const podcast = data.podcastById.get(params.file);
      // A 2:3 poster like the others: podcasts share the catalogue's grids.
      return podcast ? drawPoster({ title: podcast.name, caption: podcast.artist, genreIds: [], mark: 'PODCAST' }) : null;
    }
  }
}

export const catalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/images/poster/:kind/:file',
    { schema: { tags, summary: 'A drawn poster, thumbnail or artwork of the offline catalogue (SVG)', params: posterParams } },
    async (request, reply) => {
      const svg = drawn(request.params);
      if (!svg) throw notFound();
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMAGE_CACHE_CONTROL).header('content-security-policy', IMAGE_CSP).send(svg);
    },
  );
  app.get(
    '/catalog/images/logo/:file',
    { schema: { tags, summary: "A streaming service's drawn logo (SVG)", params: z.object({ file: svgFile(titleIdSchema) }) } },
    async (request, reply) => {
      const name = offlineData().providerNames.get(request.params.file);
      if (!name) throw notFound();
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMAGE_CACHE_CONTROL).header('content-security-policy', IMAGE_CSP).send(drawLogo(name));
    },
  );
};
