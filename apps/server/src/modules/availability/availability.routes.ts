import { apiRoutes, AVAILABILITY_ATTRIBUTION, translateMessage, type ItemAvailability } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireUser } from '../../lib/guards.js';
import { itemTitles, visibleList } from '../lists/index.js';
import { factsOf, listWatchItems, tonightCandidates } from './availability.queries.js';
import { isIllustrative, keyOf, offersFor, onMyServices } from './offers.js';
import { readWatchSettings, saveWatchSettings, servicesView } from './services.service.js';
import { tonightMatches } from './tonight.js';

const tags = ['availability'];
const attribution = { ...AVAILABILITY_ATTRIBUTION };

/** A member's services, which titles of a list stream on them, and Tonight (decision 043); members only. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.myServices, {
      tags,
      summary: "The caller's country and streaming services (a default country until they save)",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const settings = await readWatchSettings(app.db, user.id, request.lang);
      return { services: await servicesView(app.catalog, settings, request.lang), attribution };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.saveMyServices, {
      tags,
      summary: "Replaces the caller's country and services (each one of that country's)",
    }),
    preHandler: app.rateLimits.guard('watchServices'),
    handler: async (request) => {
      const user = requireUser(request);
      const settings = await saveWatchSettings(app.db, app.catalog, user.id, request.body, request.lang);
      return {
        message: translateMessage('services.saved', request.lang),
        services: await servicesView(app.catalog, settings, request.lang),
        attribution,
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.listAvailability, {
      tags,
      summary: "Which movies and shows of a list the caller's services include (rent and buy on request)",
    }),
    preHandler: app.rateLimits.guard('watchLookup'),
    handler: async (request) => {
      const user = requireUser(request);
      const { listId } = request.params;
      await visibleList(app.db, listId, user);
      const [settings, watchItems] = await Promise.all([
        readWatchSettings(app.db, user.id, request.lang),
        listWatchItems(app.db, listId),
      ]);
      const titles = watchItems.map((item) => ({ type: item.type, providerId: item.provider_id }));
      const { offers, pending } = await offersFor(app, titles, settings.region);
      const rentBuy = request.query.rent_buy;
      const items = watchItems.map((item): ItemAvailability => {
        const found = offers.get(keyOf({ type: item.type, providerId: item.provider_id }));
        return {
          item_id: item.item_id,
          type: item.type,
          provider_id: item.provider_id,
          runtime: factsOf(item.snapshot).runtime,
          known: found !== undefined,
          on_my_services: found ? onMyServices(found.flatrate, settings.providerIds) : [],
          rent: rentBuy ? (found?.rent ?? []) : null,
          buy: rentBuy ? (found?.buy ?? []) : null,
        };
      });
      return {
        list_id: listId,
        items,
        region: settings.region,
        services_saved: settings.saved,
        pending,
        illustrative: isIllustrative(app),
        attribution,
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.tonight, {
      tags,
      summary: "Unseen movies and shows of the caller's lists included in their services now, paged",
    }),
    preHandler: app.rateLimits.guard('watchLookup'),
    handler: async (request) => {
      const user = requireUser(request);
      const { page, limit, type, genre, max_runtime, liked } = request.query;
      const [settings, candidates] = await Promise.all([
        readWatchSettings(app.db, user.id, request.lang),
        tonightCandidates(app.db, user.id, { type, genre, liked }),
      ]);
      // Without services nothing is on them: no title is asked of the catalogue.
      const withServices = settings.providerIds.length > 0;
      const titles = withServices
        ? candidates.map((candidate) => ({ type: candidate.type, providerId: candidate.provider_id }))
        : [];
      const { offers, pending } = await offersFor(app, titles, settings.region);
      const { matches, runtimeUnknown } = tonightMatches(candidates, offers, settings.providerIds, max_runtime);
      const named = itemTitles(app.catalog, request.lang);
      return {
        results: matches.slice((page - 1) * limit, page * limit).map(named),
        total: matches.length,
        page,
        totalPages: Math.max(1, Math.ceil(matches.length / limit)),
        candidates: candidates[0]?.found ?? 0,
        runtime_unknown: runtimeUnknown,
        region: settings.region,
        services_saved: settings.saved,
        pending,
        illustrative: isIllustrative(app),
        attribution,
      };
    },
  });
};
