import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { mailPasswordChanged, type PasswordChangedMailJob } from './account.service.js';
import { authRoutes } from './auth.routes.js';
import { resetRoutes } from './reset.routes.js';
import { mailResetLink, type ResetMailJob } from './reset.service.js';

export { findSessionUser } from './session-store.js';

/**
 * Sign-up, sign-in and out, the session, the password reset, and the member's account controls:
 * /register, /login, /logout, /session, /users/check-*, /reset-password…, /account/….
 */
export const authModule: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes);
  await api.register(resetRoutes);
  await api.register(accountRoutes);
  api.jobs.work<ResetMailJob>('mail-reset-password', (job) => mailResetLink(api, job));
  api.jobs.work<PasswordChangedMailJob>('mail-password-changed', (job) => mailPasswordChanged(api, job));
};
