import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteUnusedUploads } from '../modules/uploads/uploads.service.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up of what requests leave behind: uploads nobody uses after a day. Every process
 * runs it; the work is an idempotent delete, so several processes at once are harmless.
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance, options: { everyMs?: number }) => {
  const sweep = async () => {
    try {
      const deleted = await deleteUnusedUploads(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'unused uploads deleted');
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
