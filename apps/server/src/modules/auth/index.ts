import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes.js';
import { resetRoutes } from './reset.routes.js';
import { mailResetLink, type ResetMailJob } from './reset.service.js';

export { findSessionUser } from './session-store.js';

/** Sign-up, sign-in and out, the session, the password reset: /register, /login, /logout, /session, /users/check-*, /reset-password…. */
export const authModule: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes);
  await api.register(resetRoutes);
  api.jobs.work<ResetMailJob>('mail-reset-password', (job) => mailResetLink(api, job));
};
