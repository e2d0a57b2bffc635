import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { claimDailyRun } from './daily-jobs.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up, every hour in every process:
 * - uploads nobody uses after a day (an idempotent delete: several processes at once are harmless);
 * - seen notifications older than 30 days, once per day: the process that claims the day runs it.
 */
export interface HousekeepingOptions {
  everyMs?: number;
  /** The clean-ups themselves belong to their modules (uploads, notifications); app.ts hands them in. */
  deleteUnusedUploads: (db: Db) => Promise<number>;
  purgeSeenNotifications: (db: Db) => Promise<number>;
}

export const housekeepingPlugin = fp(async (app: FastifyInstance, options: HousekeepingOptions) => {
  const { deleteUnusedUploads, purgeSeenNotifications } = options;
  const sweep = async () => {
    try {
      const deleted = await deleteUnusedUploads(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'unused uploads deleted');
      if (await claimDailyRun(app.db, 'purge-notifications')) {
        app.log.info({ deleted: await purgeSeenNotifications(app.db) }, 'seen notifications purged');
      }
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), options.everyMs ?? HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
