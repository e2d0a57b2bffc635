import { apiRoutes, FEED_PAGE_SIZE, translateMessage, type FeedEvent, type FeedResponse } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireUser } from '../../lib/guards.js';
import { itemTitles, toCard, type ItemTitles } from '../lists/index.js';
import { createFeedCandidates } from './feed-candidates.js';
import { FEED_START, followCounts, followPeople, suggestionRows, type FeedRow } from './follows.queries.js';
import { follow, requireMember, unfollow } from './follows.service.js';

const tags = ['follows'];

/** `{epoch ms, 13 digits}-{id}`: what the next page is asked for with (feedQuerySchema). */
const cursorOf = (row: FeedRow) => `${String(row.event_ms).padStart(13, '0')}-${row.event_id}`;

function parseCursor(before: string | undefined): { ms: number; id: string } {
  if (!before) return FEED_START;
  const [ms, id] = before.split('-') as [string, string];
  return { ms: Number(ms), id };
}

function toEvent(row: FeedRow, titles: ItemTitles): FeedEvent {
  return {
    id: Number(row.event_id),
    kind: row.kind,
    actor: { id: row.actor_id, user_name: row.actor_name, avatar: row.actor_avatar },
    list: toCard(row, titles),
    item_count: row.event_items,
    created_at: (row.event_at instanceof Date ? row.event_at : new Date(row.event_at)).toISOString(),
    cursor: cursorOf(row),
  };
}

export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = createFeedCandidates(app.db, () => app.publicWrites.generation);
  const answerState = async (userId: number, callerId: number | null) => ({
    user_id: userId,
    ...(await followCounts(app.db, userId, callerId)),
  });

  app.route({
    ...apiRoute(apiRoutes.followState, {
      tags,
      summary: "A member's followers and following counts, and whether the caller follows them",
    }),
    handler: async (request) => {
      await requireMember(app.db, request.params.userId);
      return { follow: await answerState(request.params.userId, request.user?.id ?? null) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.followUser, { tags, summary: 'The caller follows a member (idempotent)' }),
    preHandler: app.rateLimits.guard('follow'),
    handler: async (request) => {
      const user = requireUser(request);
      const told = await follow(app.db, user, request.params.userId);
      feed.forget(user.id);
      if (told) app.notificationHub.notify([request.params.userId]);
      return {
        message: translateMessage('follow.followed', request.lang),
        follow: await answerState(request.params.userId, user.id),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.unfollowUser, { tags, summary: 'The caller stops following a member (idempotent)' }),
    preHandler: app.rateLimits.guard('follow'),
    handler: async (request) => {
      const user = requireUser(request);
      await unfollow(app.db, user.id, request.params.userId);
      feed.forget(user.id);
      return {
        message: translateMessage('follow.unfollowed', request.lang),
        follow: await answerState(request.params.userId, user.id),
      };
    },
  });

  for (const side of ['followers', 'following'] as const) {
    app.route({
      ...apiRoute(apiRoutes[side], {
        tags,
        summary:
          side === 'followers'
            ? "A member's followers, newest first (suspended members left out)"
            : 'The members a member follows, newest first (suspended members left out)',
      }),
      handler: async (request) => {
        const { userId } = request.params;
        await requireMember(app.db, userId);
        const { page, limit } = request.query;
        const found = await followPeople(app.db, side, userId, request.user?.id ?? null, {
          limit,
          offset: (page - 1) * limit,
        });
        return { ...found, page, totalPages: Math.max(1, Math.ceil(found.total / limit)) };
      },
    });
  }

  app.route({
    ...apiRoute(apiRoutes.feed, {
      tags,
      summary: 'What the members the caller follows did on public lists, newest first (members only)',
    }),
    handler: async (request): Promise<FeedResponse> => {
      const user = requireUser(request);
      const { rows, following } = await feed.page(user.id, parseCursor(request.query.before));
      const page = rows.slice(0, FEED_PAGE_SIZE);
      const titles = itemTitles(app.catalog, request.lang);
      const last = page.at(-1);
      return {
        events: page.map((row) => toEvent(row, titles)),
        next: rows.length > FEED_PAGE_SIZE && last ? cursorOf(last) : null,
        following,
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.followSuggestions, {
      tags,
      summary: 'The most liked creators the caller does not follow yet',
    }),
    handler: async (request) => ({ people: await suggestionRows(app.db, request.user?.id ?? null) }),
  });
};
