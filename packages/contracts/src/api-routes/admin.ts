import * as p from '../api-paths.js';
import {
  adminBadgesResponseSchema,
  adminLikesResponseSchema,
  adminListsResponseSchema,
  adminStatsSchema,
  adminTableQuerySchema,
  adminUsersResponseSchema,
  awardBadgeInputSchema,
  awardBadgeResponseSchema,
  checkBadgesResponseSchema,
  createBadgeInputSchema,
  createBadgeResponseSchema,
  moderationLogResponseSchema,
  suspendUserInputSchema,
  suspendUserResponseSchema,
} from '../admin.js';
import { idParamSchema, messageResponseSchema } from '../common.js';
import { outboxResponseSchema } from '../outbox.js';
import { uploadResponseSchema } from '../users.js';
import { route } from './define.js';

/** The admin dashboard's calls (every one answers 401 signed out, 403 to members). */
export const adminRoutes = {
  adminStats: route(p.adminStats, { response: { 200: adminStatsSchema } }),
  adminUsers: route(p.adminUsers, { querystring: adminTableQuerySchema, response: { 200: adminUsersResponseSchema } }),
  adminLists: route(p.adminLists, { querystring: adminTableQuerySchema, response: { 200: adminListsResponseSchema } }),
  adminLikes: route(p.adminLikes, { querystring: adminTableQuerySchema, response: { 200: adminLikesResponseSchema } }),
  adminBadges: route(p.adminBadges, { response: { 200: adminBadgesResponseSchema } }),
  uploadBadgeIcon: route(p.uploadBadgeIcon, {
    consumes: ['multipart/form-data'],
    response: { 200: uploadResponseSchema },
  }),
  createBadge: route(p.createBadge, { body: createBadgeInputSchema, response: { 201: createBadgeResponseSchema } }),
  awardBadge: route(p.awardBadge, {
    params: idParamSchema,
    body: awardBadgeInputSchema,
    response: { 200: awardBadgeResponseSchema },
  }),
  checkBadges: route(p.checkBadges, { response: { 200: checkBadgesResponseSchema } }),
  makeListPrivate: route(p.makeListPrivate, { params: idParamSchema, response: { 200: messageResponseSchema } }),
  setSuspension: route(p.setSuspension, {
    params: idParamSchema,
    body: suspendUserInputSchema,
    response: { 200: suspendUserResponseSchema },
  }),
  deleteUser: route(p.deleteUser, { params: idParamSchema, response: { 200: messageResponseSchema } }),
  moderationLog: route(p.moderationLog, { response: { 200: moderationLogResponseSchema } }),
  adminOutbox: route(p.adminOutbox, { response: { 200: outboxResponseSchema } }),
};
