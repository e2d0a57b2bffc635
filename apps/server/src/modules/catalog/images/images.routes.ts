import { createHash } from 'node:crypto';
import {
  CATALOG_IMAGE_WIDTHS,
  POSTER_WIDTH,
  titleIdSchema,
  videoIdSchema,
  type CatalogImageWidth,
} from '@pepites/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesIfNoneMatch } from '../../../lib/etag.js';
import { notFound } from '../../../lib/errors.js';
import { offlineData } from '../offline/offline-data.js';
import type { Catalog } from '../provider.js';
import { drawLogo, drawPoster, drawThumbnail } from './draw-poster.js';
import { drawn, drawnParams, posterParams, svgFile, type DrawnParams } from './drawn-images.js';
import {
  ARTWORK_FILE,
  itunesSource,
  THUMBNAIL_FILE,
  TMDB_FILE,
  tmdbSource,
  youtubeSource,
  type ImageService,
  type OutsideSource,
} from './image-paths.js';
import { createOutsideImages, KEEP_MS } from './outside-images.js';

/**
 * Every image of the catalogue the web shows (docs/decisions/023-one-image-pipeline.md): drawn here
 * for the offline catalogue (`….svg`), fetched from the service's image host for the live one, and
 * drawn when that fetch fails, so an image request of ours never fails.
 */

const tags = ['catalog'];
/** Ours: a release may redraw them, so a day, then a 304 while unchanged. */
const DRAWN_CACHE_CONTROL = 'public, max-age=86400';
/** A drawing standing in for an outside image that failed: asked again soon. */
const STAND_IN_CACHE_CONTROL = 'public, max-age=300';
/** Named by their content at the service (a new image is a new path), kept as long as its terms allow. */
const cacheControlOf = (service: ImageService) =>
  service === 'youtube'
    ? `public, max-age=${KEEP_MS.youtube / 1000}`
    : `public, max-age=${KEEP_MS[service] / 1000}, immutable`;
/** An SVG is a document: nothing in ours may run or load anything, even opened on its own. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const widthQuery = (fallback: CatalogImageWidth) =>
  z.object({
    w: z
      .enum(CATALOG_IMAGE_WIDTHS.map(String) as [string, ...string[]], { error: 'field.invalid' })
      .optional()
      .transform((width) => (width ? Number(width) : fallback) as CatalogImageWidth),
  });

const tmdbFile = z.string().regex(TMDB_FILE, 'field.invalid');
const outsidePosterParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('movie'), id: titleIdSchema, file: tmdbFile }),
  z.object({ kind: z.literal('tv'), id: titleIdSchema, file: tmdbFile }),
  z.object({ kind: z.literal('video'), id: videoIdSchema, file: z.string().regex(THUMBNAIL_FILE, 'field.invalid') }),
  z.object({
    kind: z.literal('podcast'),
    id: z.string().regex(/^[0-9]{1,19}$/, 'field.invalid'),
    file: z
      .string()
      .regex(ARTWORK_FILE, 'field.invalid')
      .refine((file) => itunesSource(file) !== null, 'field.invalid'),
  }),
]);
type OutsidePoster = z.infer<typeof outsidePosterParams>;

function posterSource(params: OutsidePoster): OutsideSource {
  switch (params.kind) {
    case 'movie':
    case 'tv':
      return tmdbSource('poster', params.file);
    case 'video':
      return youtubeSource(params.id, params.file);
    case 'podcast':
      return itunesSource(params.file) as OutsideSource;
  }
}

/** The title's drawing, or a plain one for a title the offline catalogue does not know. */
function titleStandIn(params: Pick<OutsidePoster, 'kind' | 'id'>): string {
  const blank = { title: '', caption: null, genreIds: [], mark: '' };
  const known = drawn(params as DrawnParams);
  return known ?? (params.kind === 'video' ? drawThumbnail(blank) : drawPoster(blank));
}

const isLive = (catalog: Catalog, service: ImageService) =>
  ({ tmdb: catalog.movies, youtube: catalog.videos, itunes: catalog.podcasts })[service].source === 'live';

const etagOf = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { body: string | Buffer; type: string; etag: string },
  cacheControl: string,
) {
  void reply
    .header('etag', image.etag)
    .header('cache-control', cacheControl)
    .header('content-security-policy', IMAGE_CSP);
  if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.type(image.type).send(image.body);
}

const sendDrawn = (request: FastifyRequest, reply: FastifyReply, svg: string, cacheControl = DRAWN_CACHE_CONTROL) =>
  send(request, reply, { body: svg, type: 'image/svg+xml; charset=utf-8', etag: etagOf(svg) }, cacheControl);

export const catalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = createOutsideImages({ log: app.log, counts: app.metrics.cache('outside_images') });

  /** The outside image at that width; the stand-in drawing when the service is offline here or failed. */
  async function sendOutside(
    request: FastifyRequest,
    reply: FastifyReply,
    source: OutsideSource,
    width: number,
    standIn: () => string,
  ) {
    const image = isLive(app.catalog, source.service) ? await images.get(source, width) : null;
    if (!image) return sendDrawn(request, reply, standIn(), STAND_IN_CACHE_CONTROL);
    return send(
      request,
      reply,
      { body: image.bytes, type: image.type, etag: image.etag },
      cacheControlOf(source.service),
    );
  }

  app.get(
    '/catalog/images/poster/:kind/:file',
    {
      schema: {
        tags,
        summary:
          "A drawn poster, thumbnail or artwork of the offline catalogue (SVG), a movie's or show's with its title in the language its file names (`11.fr.svg`, English without); 304 when If-None-Match names its ETag",
        params: posterParams,
        querystring: widthQuery(POSTER_WIDTH),
      },
    },
    async (request, reply) => {
      const svg = drawn(drawnParams(request.params));
      if (!svg) throw notFound();
      return sendDrawn(request, reply, svg);
    },
  );
  app.get(
    '/catalog/images/logo/:file',
    {
      schema: {
        tags,
        summary: "A streaming service's drawn logo (SVG)",
        params: z.object({ file: svgFile(titleIdSchema) }),
        querystring: widthQuery(92),
      },
    },
    async (request, reply) => {
      const name = offlineData().providerNames.get(request.params.file);
      if (!name) throw notFound();
      return sendDrawn(request, reply, drawLogo(name));
    },
  );
  app.get(
    '/catalog/images/poster/:kind/:id/:file',
    {
      schema: {
        tags,
        summary:
          "A live title's poster, thumbnail or artwork from its service, resized (WebP); drawn when the service fails",
        params: outsidePosterParams,
        querystring: widthQuery(POSTER_WIDTH),
      },
    },
    async (request, reply) =>
      sendOutside(request, reply, posterSource(request.params), request.query.w, () => titleStandIn(request.params)),
  );
  app.get(
    '/catalog/images/backdrop/:kind/:id/:file',
    {
      schema: {
        tags,
        summary:
          "A live title's backdrop from the movie database, resized (WebP); its drawn poster when the service fails",
        params: z.object({
          kind: z.enum(['movie', 'tv'], { error: 'catalog.kind' }),
          id: titleIdSchema,
          file: tmdbFile,
        }),
        querystring: widthQuery(780),
      },
    },
    async (request, reply) =>
      sendOutside(request, reply, tmdbSource('backdrop', request.params.file), request.query.w, () =>
        titleStandIn(request.params),
      ),
  );
  app.get(
    '/catalog/images/profile/:file',
    {
      schema: {
        tags,
        summary:
          "A cast member's photo from the movie database, resized (WebP); a plain drawing when the service fails",
        params: z.object({ file: tmdbFile }),
        querystring: widthQuery(185),
      },
    },
    async (request, reply) =>
      sendOutside(request, reply, tmdbSource('profile', request.params.file), request.query.w, () =>
        drawPoster({ title: '', caption: null, genreIds: [], mark: '' }),
      ),
  );
  app.get(
    '/catalog/images/logo/:id/:file',
    {
      schema: {
        tags,
        summary: "A streaming service's logo from the movie database, resized (WebP); drawn when the service fails",
        params: z.object({ id: titleIdSchema, file: tmdbFile }),
        querystring: widthQuery(92),
      },
    },
    async (request, reply) =>
      sendOutside(request, reply, tmdbSource('logo', request.params.file), request.query.w, () =>
        drawLogo(offlineData().providerNames.get(request.params.id) ?? ''),
      ),
  );
};
