import * as p from '../api-paths.js';
import { messageResponseSchema } from '../common.js';
import {
  accountLangSchema,
  accountSessionsResponseSchema,
  availabilityResponseSchema,
  changePasswordInputSchema,
  confirmEmailChangeInputSchema,
  confirmEmailChangeResponseSchema,
  deleteAccountInputSchema,
  emailAvailabilityQuerySchema,
  loginInputSchema,
  loginResponseSchema,
  pendingEmailChangeResponseSchema,
  registerInputSchema,
  registerResponseSchema,
  requestEmailChangeInputSchema,
  resetCheckInputSchema,
  resetCheckResponseSchema,
  resetConfirmInputSchema,
  resetRequestInputSchema,
  revokedSessionsResponseSchema,
  sessionIdParamSchema,
  sessionResponseSchema,
  updateProfileInputSchema,
  updateProfileResponseSchema,
  uploadResponseSchema,
  userIdAsIdParamSchema,
  userIdParamSchema,
  userResponseSchema,
  userStatsSchema,
  usernameAvailabilityQuerySchema,
} from '../users.js';
import { userBadgesResponseSchema } from '../badges.js';
import { route } from './define.js';

/** Accounts, sessions, password resets and members' profiles. */
export const accountRoutes = {
  register: route(p.register, { body: registerInputSchema, response: { 201: registerResponseSchema } }),
  login: route(p.login, { body: loginInputSchema, response: { 200: loginResponseSchema } }),
  logout: route(p.logout, { response: { 200: messageResponseSchema } }),
  logoutByGet: route(p.logoutByGet, { response: { 200: messageResponseSchema } }),
  session: route(p.session, { response: { 200: sessionResponseSchema } }),
  usernameAvailability: route(p.usernameAvailability, {
    querystring: usernameAvailabilityQuerySchema,
    response: { 200: availabilityResponseSchema },
  }),
  emailAvailability: route(p.emailAvailability, {
    querystring: emailAvailabilityQuerySchema,
    response: { 200: availabilityResponseSchema },
  }),
  requestPasswordReset: route(p.requestPasswordReset, {
    body: resetRequestInputSchema,
    response: { 200: messageResponseSchema },
  }),
  checkResetLink: route(p.checkResetLink, { body: resetCheckInputSchema, response: { 200: resetCheckResponseSchema } }),
  confirmPasswordReset: route(p.confirmPasswordReset, {
    body: resetConfirmInputSchema,
    response: { 200: messageResponseSchema },
  }),
  changePassword: route(p.changePassword, {
    body: changePasswordInputSchema,
    response: { 200: messageResponseSchema },
  }),
  accountSessions: route(p.accountSessions, { response: { 200: accountSessionsResponseSchema } }),
  revokeSession: route(p.revokeSession, {
    params: sessionIdParamSchema,
    response: { 200: revokedSessionsResponseSchema },
  }),
  revokeOtherSessions: route(p.revokeOtherSessions, { response: { 200: revokedSessionsResponseSchema } }),
  deleteAccount: route(p.deleteAccount, { body: deleteAccountInputSchema, response: { 200: messageResponseSchema } }),
  requestEmailChange: route(p.requestEmailChange, {
    body: requestEmailChangeInputSchema,
    response: { 200: messageResponseSchema },
  }),
  confirmEmailChange: route(p.confirmEmailChange, {
    body: confirmEmailChangeInputSchema,
    response: { 200: confirmEmailChangeResponseSchema },
  }),
  pendingEmailChange: route(p.pendingEmailChange, { response: { 200: pendingEmailChangeResponseSchema } }),
  setAccountLang: route(p.setAccountLang, { body: accountLangSchema, response: { 200: accountLangSchema } }),

  user: route(p.user, { params: userIdAsIdParamSchema, response: { 200: userResponseSchema } }),
  userBadges: route(p.userBadges, { params: userIdAsIdParamSchema, response: { 200: userBadgesResponseSchema } }),
  userStats: route(p.userStats, { params: userIdAsIdParamSchema, response: { 200: userStatsSchema } }),
  updateProfile: route(p.updateProfile, {
    params: userIdParamSchema,
    body: updateProfileInputSchema,
    response: { 200: updateProfileResponseSchema },
  }),
  uploadAvatar: route(p.uploadAvatar, { consumes: ['multipart/form-data'], response: { 200: uploadResponseSchema } }),
};
