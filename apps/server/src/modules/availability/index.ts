import type { FastifyPluginAsync } from 'fastify';
import { alertsRoutes } from './alerts.routes.js';
import { mailTitleArrivals, type ArrivalMailJob } from './arrival-mail.js';
import { checkAvailability, type CheckAvailabilityJob } from './availability-check.js';
import { availabilityRoutes } from './availability.routes.js';
import { checkRoutes } from './check.routes.js';

/** When the daily check runs (UTC): at night in Europe and the Americas, apart from the other daily jobs. */
const CHECK_SCHEDULE = '41 4 * * *';

/**
 * What can I watch tonight (docs/decisions/043-streaming-availability-and-alerts.md): the member's
 * services (/account/services), which titles of a list stream on them (/list/{listId}/availability),
 * Tonight (/tonight), alerts (/alerts…), and the daily check that tells arrivals, a job of the queue
 * run once across processes (the admin runs it now with POST /admin/availability-check).
 */
export const availabilityModule: FastifyPluginAsync = async (api) => {
  await api.register(availabilityRoutes);
  await api.register(alertsRoutes);
  await api.register(checkRoutes);
  let closing = false;
  api.addHook('onClose', async () => {
    closing = true;
  });
  api.jobs.work<CheckAvailabilityJob>('check-availability', (job) =>
    checkAvailability(api, { force: job.force === true, shouldStop: () => closing }),
  );
  api.jobs.work<ArrivalMailJob>('mail-title-arrivals', (job) => mailTitleArrivals(api, job));
  api.jobs.schedule('check-availability', CHECK_SCHEDULE);
};
