import { apiRoutes, translateMessage, type AvailabilityCheckResult } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { AppError } from '../../lib/errors.js';
import { requireAdmin } from '../../lib/guards.js';
import type { CheckAvailabilityJob } from './availability-check.js';

/** How long the admin's request waits for the check; past it, the check goes on in the queue. */
const CHECK_WAIT_MS = 20_000;

/**
 * The admin runs the daily availability check now, every followed title asked again (decision 043):
 * what the browser tests use after switching the stand-in's answers (scripts/stub-tmdb.mjs).
 */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.runAvailabilityCheck, {
      tags: ['admin'],
      summary:
        'Runs the availability check now, every followed title asked again, one run at a time across processes (admin only); waits up to 20 s for it',
    }),
    handler: async (request) => {
      requireAdmin(request);
      const job: CheckAvailabilityJob = { force: true };
      const id = await app.jobs.send('check-availability', job);
      // The queue holds one check waiting at most: this one is refused while another waits.
      if (!id) return { message: translateMessage('alerts.checkWaiting', request.lang), result: null };
      const outcome = await app.jobs.outcome('check-availability', id, CHECK_WAIT_MS);
      if (outcome?.state === 'completed')
        return {
          message: translateMessage('alerts.checkDone', request.lang),
          result: outcome.output as AvailabilityCheckResult,
        };
      if (outcome?.state === 'failed') throw new AppError(400, 'bad_request');
      return { message: translateMessage('alerts.checkRunning', request.lang), result: null };
    },
  });
};
