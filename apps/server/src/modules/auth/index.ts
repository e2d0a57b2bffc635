import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { mailPasswordChanged, type PasswordChangedMailJob } from './account.service.js';
import { authRoutes } from './auth.routes.js';
import { emailChangeRoutes } from './email-change.routes.js';
import {
  mailEmailChangeLink,
  mailEmailChangeNotice,
  type EmailChangeMailJob,
  type EmailChangeNoticeJob,
} from './email-change.service.js';
import { resetRoutes } from './reset.routes.js';
import { mailResetLink, type ResetMailJob } from './reset.service.js';

export { purgeExpiredEmailChanges } from './email-change.service.js';
export { createSessionLookup, type SessionLookup } from './session-cache.js';

/**
 * Sign-up, sign-in and out, the session, the password reset, and the member's account controls:
 * /register, /login, /logout, /session, /users/check-*, /reset-password…, /account/… (email change included).
 */
export const authModule: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes);
  await api.register(resetRoutes);
  await api.register(accountRoutes);
  await api.register(emailChangeRoutes);
  api.jobs.work<ResetMailJob>('mail-reset-password', (job) => mailResetLink(api, job));
  api.jobs.work<PasswordChangedMailJob>('mail-password-changed', (job) => mailPasswordChanged(api, job));
  api.jobs.work<EmailChangeMailJob>('mail-email-change', (job) => mailEmailChangeLink(api, job));
  api.jobs.work<EmailChangeNoticeJob>('mail-email-change-notice', (job) => mailEmailChangeNotice(api, job));
};
