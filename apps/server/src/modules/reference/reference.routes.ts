import { apiRoutes, type TagName } from '@pepites/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badges, tags } from '../../db/schema/index.js';
import { apiRoute } from '../../lib/api-route.js';
import { badgeColumns } from '../badges/index.js';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.tags, { tags: ['reference'], summary: 'The catalogue of list tags, in English and French' }),
    handler: async () => {
      const rows = await app.db.select({ name: tags.name, name_fr: tags.nameFr }).from(tags).orderBy(asc(tags.id));
      // The tags table is only ever filled from TAG_CATALOGUE, whose names the schema enumerates.
      return { tags: rows.map((row) => ({ name: row.name as TagName, name_fr: row.name_fr })) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.badges, { tags: ['reference'], summary: 'Every badge that can be unlocked' }),
    handler: async () => {
      const rows = await app.db.select(badgeColumns).from(badges).orderBy(asc(badges.id));
      return { badges: rows };
    },
  });
};
