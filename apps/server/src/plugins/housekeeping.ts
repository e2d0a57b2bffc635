import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';

/**
 * Periodic clean-ups, as scheduled jobs of the queue (plugins/jobs.ts): whatever the number of
 * processes, each runs once at its time, and again elsewhere if the process running it dies.
 * - uploads nobody uses after a day, every hour;
 * - seen notifications older than 30 days, every day at 03:17 UTC;
 * - deleted accounts' names held past their 30 days (decision 034), and email changes never
 *   confirmed within their 24 hours, every day at 03:27 UTC.
 */
export interface HousekeepingOptions {
  /** The clean-ups themselves belong to their modules (uploads, notifications); app.ts hands them in. */
  deleteUnusedUploads: (db: Db) => Promise<number>;
  purgeSeenNotifications: (db: Db) => Promise<number>;
  purgeReleasedUserNames: (db: Db) => Promise<number>;
  purgeExpiredEmailChanges: (db: Db) => Promise<number>;
}

export const housekeepingPlugin = fp(async (app: FastifyInstance, options: HousekeepingOptions) => {
  app.jobs.work('sweep-uploads', async () => {
    const deleted = await options.deleteUnusedUploads(app.db);
    if (deleted > 0) app.log.info({ deleted }, 'unused uploads deleted');
    return { deleted };
  });
  app.jobs.work('purge-notifications', async () => {
    const deleted = await options.purgeSeenNotifications(app.db);
    app.log.info({ deleted }, 'seen notifications purged');
    return { deleted };
  });
  app.jobs.work('purge-released-names', async () => {
    const deleted = await options.purgeReleasedUserNames(app.db);
    app.log.info({ deleted }, 'released user names purged');
    // Another account leftover with a time limit: one daily job, so the schedule stays as it was.
    const emailChanges = await options.purgeExpiredEmailChanges(app.db);
    app.log.info({ deleted: emailChanges }, 'expired email changes purged');
    return { deleted, emailChanges };
  });
  app.jobs.schedule('sweep-uploads', '7 * * * *');
  app.jobs.schedule('purge-notifications', '17 3 * * *');
  app.jobs.schedule('purge-released-names', '27 3 * * *');
});
