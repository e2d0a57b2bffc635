import multipart from '@fastify/multipart';
import { apiRoutes, BADGE_ICON_SIZE_PX, translateMessage, UPLOAD_MAX_BYTES } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { AppError, notFound } from '../../lib/errors.js';
import { requireAdmin } from '../../lib/guards.js';
import { awardBadgesToEveryone, awardByHand, awardNewBadge } from '../badges/index.js';
import { readSingleFile, saveUpload } from '../uploads/index.js';
import { adminBadges, adminLikes, adminLists, adminStats, adminUser, adminUsers } from './admin.queries.js';
import { recordAction } from '../../db/moderation-log.js';
import {
  createBadge,
  deleteUserAccount,
  handAwardTarget,
  makeListPrivate,
  moderationLog,
  setSuspension,
} from './admin.service.js';

const tags = ['admin'];

/** How long the admin's request waits for the check; past it, the check goes on in the queue. */
const BADGE_CHECK_WAIT_MS = 20_000;

interface BadgeCheckOutput {
  awarded: number;
}

/** The admin dashboard's API (docs/product.md#admin-dashboard): every route answers 401 signed out, 403 to members. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: 6 } });
  }

  app.route({
    ...apiRoute(apiRoutes.adminStats, {
      tags,
      summary: 'The four stat cards: members, lists, likes, badges (admin only)',
    }),
    handler: async (request) => {
      requireAdmin(request);
      return adminStats(app.db);
    },
  });

  app.route({
    ...apiRoute(apiRoutes.adminUsers, {
      tags,
      summary: 'Members with email, place and counts, newest first; `q` searches names and emails (admin only)',
    }),
    handler: async (request) => {
      requireAdmin(request);
      const { rows, ...page } = await adminUsers(app.db, request.query);
      return { users: rows, ...page };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.adminLists, {
      tags,
      summary: 'Every list (private ones too), newest first; `q` searches titles (admin only)',
    }),
    handler: async (request) => {
      requireAdmin(request);
      const { rows, ...page } = await adminLists(app.db, request.query);
      return { lists: rows, ...page };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.adminLikes, {
      tags,
      summary: 'Liked lists, most liked first, each with its newest likers (admin only)',
    }),
    handler: async (request) => {
      requireAdmin(request);
      const { rows, ...page } = await adminLikes(app.db, request.query);
      return { groups: rows, ...page };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.adminBadges, {
      tags,
      summary: 'Every badge, how it is earned and how many hold it (admin only)',
    }),
    handler: async (request) => {
      requireAdmin(request);
      return { badges: await adminBadges(app.db) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.uploadBadgeIcon, {
      tags,
      summary:
        'Stores a badge icon (one file field `file`, an image of at most 5 MB, re-encoded square) for POST /badge (admin only)',
    }),
    config: { publicWrite: false },
    handler: async (request) => {
      const admin = requireAdmin(request);
      const bytes = await readSingleFile(request);
      return {
        url: (await saveUpload(app.db, { ownerId: admin.id, kind: 'badge', input: bytes, size: BADGE_ICON_SIZE_PX }))
          .url,
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.createBadge, {
      tags,
      summary:
        'Creates a badge: names, descriptions, icon and how it is earned (admin only); members already past a rule get it at once',
    }),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const id = await createBadge(app.db, admin, request.body);
      if (request.body.rule !== 'manual') await notifyAwards(await awardNewBadge(app.db, id));
      const [badge] = await adminBadges(app.db, id);
      if (!badge) throw notFound();
      return reply.status(201).send({ message: translateMessage('badge.created', request.lang), badge });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.awardBadge, { tags, summary: 'Gives a hand badge (rule `manual`) to a member (admin only)' }),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const { badge, user } = await handAwardTarget(app.db, request.params.id, request.body.user_id);
      const awarded = await awardByHand(app.db, user.id, badge.id);
      if (awarded) {
        await recordAction(app.db, admin, 'badge_awarded', { id: user.id, label: `${badge.name} → ${user.name}` });
        await app.notificationHub.notify([user.id]);
      }
      return { message: translateMessage(awarded ? 'badge.awarded' : 'badge.alreadyHeld', request.lang), awarded };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.checkBadges, {
      tags,
      summary:
        'Awards every badge every member has reached, in one set-based pass run by the job queue, one at a time across processes (admin only); 400 when it fails',
    }),
    // A GET that writes: the badges it awards show on public profiles.
    config: { publicWrite: true },
    handler: async (request) => {
      requireAdmin(request);
      const id = await app.jobs.send('check-badges', {});
      const outcome = id ? await app.jobs.outcome('check-badges', id, BADGE_CHECK_WAIT_MS) : undefined;
      if (outcome?.state === 'completed') {
        const { awarded } = outcome.output as BadgeCheckOutput;
        return { message: translateMessage('badges.checked', request.lang), awarded };
      }
      if (outcome?.state === 'active' || outcome?.state === 'created' || outcome?.state === 'retry') {
        return { message: translateMessage('badges.checkContinues', request.lang), awarded: 0 };
      }
      // A failed check answers 400 (the dashboard shows its error toast); the job's log line says why.
      throw new AppError(400, 'bad_request');
    },
  });

  app.route({
    ...apiRoute(apiRoutes.makeListPrivate, {
      tags,
      summary: 'Makes a list private (moderation, recorded; admin only)',
    }),
    handler: async (request) => {
      const admin = requireAdmin(request);
      await makeListPrivate(app.db, admin, request.params.id);
      return { message: translateMessage('moderation.listPrivate', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.setSuspension, {
      tags,
      summary: 'Suspends a member (sessions end, public lists held private) or lifts it (recorded; admin only)',
    }),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const { suspended } = request.body;
      await setSuspension(app.db, admin, request.params.id, suspended);
      if (suspended) await app.notificationHub.publish({ kind: 'logout', userId: request.params.id });
      const user = await adminUser(app.db, request.params.id);
      if (!user) throw notFound();
      return {
        message: translateMessage(suspended ? 'moderation.userSuspended' : 'moderation.userReinstated', request.lang),
        user,
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.deleteUser, {
      tags,
      summary: "Deletes a member's account, lists and likes (recorded; never an admin's; admin only)",
    }),
    config: { publicWrite: true },
    handler: async (request) => {
      const admin = requireAdmin(request);
      await deleteUserAccount(app.db, admin, request.params.id);
      await app.notificationHub.publish({ kind: 'logout', userId: request.params.id });
      return { message: translateMessage('moderation.userDeleted', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.moderationLog, {
      tags,
      summary: 'The latest 50 moderation actions, newest first (admin only)',
    }),
    handler: async (request) => {
      requireAdmin(request);
      return { actions: await moderationLog(app.db) };
    },
  });

  app.jobs.work('check-badges', async (): Promise<BadgeCheckOutput> => {
    const awards = await awardBadgesToEveryone(app.db);
    await notifyAwards(awards);
    if (awards.length > 0) app.publicWrites.bump();
    return { awarded: awards.length };
  });

  async function notifyAwards(awards: { user_id: number }[]): Promise<void> {
    await app.notificationHub.notify(awards.map((award) => award.user_id));
  }
};
